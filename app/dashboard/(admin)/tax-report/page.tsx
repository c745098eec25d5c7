import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { TaxReportView } from "@/components/tax/admin/tax-report-view";
import { taxScreenTexts as t } from "@/domains/tax";

export const metadata: Metadata = { title: t.reportTitle };

export default function TaxReportPage() {
  return (
    <>
      <PageTitle title={t.reportTitle} subtitle={t.reportIntro} />
      <TaxReportView />
    </>
  );
}
