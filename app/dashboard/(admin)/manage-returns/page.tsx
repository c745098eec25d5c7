import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ManageReturnsView } from "@/components/returns/manage-returns-view";
import { returnScreenTexts } from "@/domains/returns";

const t = returnScreenTexts.admin;
export const metadata: Metadata = { title: t.title };

export default function ManageReturnsPage() {
  return (
    <>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <ManageReturnsView />
    </>
  );
}
