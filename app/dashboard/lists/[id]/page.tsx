import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ListDetailView } from "@/components/lists/list-detail-view";
import { listMessages as t } from "@/domains/lists";

export const metadata: Metadata = { title: t.pageTitle };

/** `/dashboard/lists/{id}`: one list; the API decides whether the caller may see it. */
export default async function ListPage({ params }: PageProps<"/dashboard/lists/[id]">) {
  const { id } = await params;
  return (
    <>
      <PageTitle title={t.pageTitle} subtitle={t.pageSubtitle} />
      <ListDetailView id={id} />
    </>
  );
}
