"use client";

import { ErrorState } from "@/components/layout/dashboard/error-state";
import { EmptyState } from "@/components/ui/empty-state";
import { useBuyingCompany } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { InvoicesView } from "./invoices-view";

const t = billingScreenTexts.invoices;

/**
 * A customer's Invoices: their company's statement for its admins; anyone else is told whom the
 * page is for, rather than shown a table whose every call the API refuses.
 */
export function CompanyInvoicesView() {
  const { data: company, error, mutate } = useBuyingCompany();
  if (error) return <ErrorState message={error.message} onRetry={() => void mutate()} />;
  if (company === undefined) return <div className="skeleton h-40" aria-busy="true" />;
  if (company?.role !== "admin") return <EmptyState message={t.onlyAdmins} />;
  return <InvoicesView admin={false} />;
}
