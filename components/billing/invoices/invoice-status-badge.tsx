import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import type { InvoiceStatus } from "@/models/invoice-values";

// The colour backs up the word, never replaces it.
const BADGE: Record<InvoiceStatus, string> = {
  open: "badge-info",
  overdue: "badge-error",
  paid: "badge-success",
};

/** An invoice's status as a badge, on the statement and in the Invoices table. */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return (
    <span className={`badge badge-sm whitespace-nowrap ${BADGE[status]}`}>
      {billingScreenTexts.invoices.status[status]}
    </span>
  );
}
