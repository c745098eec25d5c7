import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { PartsImportView } from "@/components/catalog/manage/import/parts-import-view";
import { partImportScreenTexts } from "@/domains/catalog";

export const metadata: Metadata = { title: partImportScreenTexts.title };

export default function PartsImportPage() {
  return (
    <>
      <PageTitle title={partImportScreenTexts.title} />
      <PartsImportView />
    </>
  );
}
