import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { FitmentEditorView } from "@/components/catalog/manage/fitment-editor-view";
import { fitmentEditorTexts } from "@/domains/fitment";

export const metadata: Metadata = { title: fitmentEditorTexts.title };

export default async function FitmentEditorPage({
  params,
}: {
  params: Promise<{ partId: string }>;
}) {
  const { partId } = await params;
  return (
    <>
      <PageTitle title={fitmentEditorTexts.title} />
      <FitmentEditorView partId={partId} />
    </>
  );
}
