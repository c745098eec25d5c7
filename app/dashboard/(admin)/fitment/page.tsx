import type { Metadata } from "next";
import { PageTitle } from "@/components/dashboard/page-title";
import { FitmentImportView } from "@/components/fitment-admin/import-view";
import { fitmentAdminTexts } from "@/lib/validation/fitment-csv";

export const metadata: Metadata = { title: fitmentAdminTexts.importTitle };

export default function FitmentImportPage() {
  return (
    <>
      <PageTitle title={fitmentAdminTexts.importTitle} />
      <FitmentImportView />
    </>
  );
}
