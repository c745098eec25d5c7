import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { ExemptionsTable } from "@/components/tax/admin/exemptions-table";
import { taxScreenTexts as t } from "@/domains/tax";

export const metadata: Metadata = { title: t.adminTitle };

export default function TaxExemptionsPage() {
  return (
    <>
      <PageTitle title={t.adminTitle} subtitle={t.adminSubtitle} />
      <section aria-labelledby="tax-review-title" className="flex flex-col gap-4">
        <h2 id="tax-review-title" className="text-xl font-bold">
          {t.reviewTitle}
        </h2>
        <ExemptionsTable />
      </section>
    </>
  );
}
