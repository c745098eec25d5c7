import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { TaxExemptionView } from "@/components/tax/exemption/tax-exemption-view";
import { taxScreenTexts as t } from "@/domains/tax";

export const metadata: Metadata = { title: t.exemptionTitle };

export default function TaxExemptionPage() {
  return (
    <>
      <PageTitle title={t.exemptionTitle} subtitle={t.exemptionSubtitle} />
      <TaxExemptionView />
    </>
  );
}
