import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { CompaniesTable } from "@/components/companies/admin/companies-table";
import { companyScreenTexts as t } from "@/domains/companies";

export const metadata: Metadata = { title: t.companiesTitle };

export default function CompaniesPage() {
  return (
    <>
      <PageTitle title={t.companiesTitle} subtitle={t.companiesSubtitle} />
      <CompaniesTable />
    </>
  );
}
