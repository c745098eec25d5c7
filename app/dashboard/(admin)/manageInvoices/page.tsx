import type { Metadata } from "next";
import { PageTitle } from "@/components/layout/dashboard/page-title";
import { InvoicesView } from "@/components/billing/invoices/invoices-view";
import { billingScreenTexts } from "@/domains/billing";

const t = billingScreenTexts.invoices;
export const metadata: Metadata = { title: t.adminTitle };

export default function ManageInvoicesPage() {
  return (
    <>
      <PageTitle title={t.adminTitle} subtitle={t.adminSubtitle} />
      <InvoicesView admin />
    </>
  );
}
