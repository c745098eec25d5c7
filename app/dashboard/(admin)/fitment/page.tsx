import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { FitmentImportView } from "@/components/fitment/admin/import-view";
import { fitmentAdminTexts } from "@/domains/fitment";

export const metadata: Metadata = { title: fitmentAdminTexts.importTitle };

export default function FitmentImportPage() {
  return (
    <>
      <PageTitle title={fitmentAdminTexts.importTitle} />
      <FitmentImportView />
    </>
  );
}
