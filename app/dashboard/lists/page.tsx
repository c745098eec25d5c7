import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ListsView } from "@/components/lists/lists-view";
import { listMessages as t } from "@/domains/lists";

export const metadata: Metadata = { title: t.pageTitle };

export default function ListsPage() {
  return (
    <>
      <PageTitle title={t.pageTitle} subtitle={t.pageSubtitle} />
      <ListsView />
    </>
  );
}
