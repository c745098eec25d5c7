import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { CompanyAdminsOnly } from "@/components/billing/company-admins-only";
import { InvoicesView } from "@/components/billing/invoices/invoices-view";
import { billingScreenTexts } from "@/domains/billing";

const t = billingScreenTexts.invoices;
export const metadata: Metadata = { title: t.title };

/** A company admin's statement (the API refuses anyone else, and the page says whom it is for). */
export default function InvoicesPage() {
  return (
    <>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <CompanyAdminsOnly
        onlyAdmins={t.onlyAdmins}
        loading={<div className="skeleton h-40" aria-busy="true" />}
      >
        <InvoicesView admin={false} />
      </CompanyAdminsOnly>
    </>
  );
}
