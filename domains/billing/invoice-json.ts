import type { invoicePayments, invoices } from "@/models";
import type { InvoiceStatus } from "@/models/invoice-values";
import { centsToDollars } from "@/lib/money";

type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice of a checkout bought on account, as the contract names it (dollars). */
export interface InvoiceJson {
  _id: string;
  number: string;
  companyId: string;
  checkoutId: string | null;
  poNumber: string | null;
  total: number;
  paid: number;
  /** What the invoice's credit notes took off it (returns of its orders). */
  credited: number;
  issuedAt: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  status: InvoiceStatus;
}

/**
 * Overdue from the day after its due date, whether or not the daily job has marked it yet: the
 * job only persists it and mails the reminder.
 */
const invoiceStatusOf = (row: Pick<InvoiceRow, "status" | "dueDate">, today: string) =>
  row.status === "paid" ? "paid" : row.dueDate < today ? "overdue" : "open";

export const utcToday = () => new Date().toISOString().slice(0, 10);

export const toInvoiceJson = (row: InvoiceRow, today = utcToday()): InvoiceJson => ({
  _id: row.id,
  number: row.number,
  companyId: row.companyId,
  checkoutId: row.checkoutId,
  poNumber: row.poNumber,
  total: centsToDollars(row.totalCents),
  paid: centsToDollars(row.paidCents),
  credited: centsToDollars(row.creditedCents),
  issuedAt: row.issuedAt.toISOString(),
  dueDate: row.dueDate,
  status: invoiceStatusOf(row, today),
});

/** One bank payment recorded against an invoice. */
export interface InvoicePaymentJson {
  _id: string;
  invoiceId: string;
  amount: number;
  reference: string;
  receivedAt: string;
}

export const toInvoicePaymentJson = (
  row: typeof invoicePayments.$inferSelect,
): InvoicePaymentJson => ({
  _id: row.id,
  invoiceId: row.invoiceId,
  amount: centsToDollars(row.amountCents),
  reference: row.reference,
  receivedAt: row.receivedAt,
});
