import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { BusinessAccountView } from "@/components/companies/business/business-account-view";
import { companyScreenTexts as t } from "@/domains/companies";

export const metadata: Metadata = { title: t.businessTitle };

export default function BusinessAccountPage() {
  return (
    <>
      <PageTitle title={t.businessTitle} subtitle={t.businessSubtitle} />
      <BusinessAccountView />
    </>
  );
}
