import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { CompanyInvoicesView } from "@/components/billing/invoices/company-invoices-view";
import { billingScreenTexts } from "@/domains/billing";

const t = billingScreenTexts.invoices;
export const metadata: Metadata = { title: t.title };

/** A company admin's statement (the API refuses anyone else, and the page says whom it is for). */
export default function InvoicesPage() {
  return (
    <>
      <PageTitle title={t.title} subtitle={t.subtitle} />
      <CompanyInvoicesView />
    </>
  );
}
