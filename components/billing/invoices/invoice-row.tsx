"use client";

import { cardLabel, type ColumnSpec } from "@/components/ui/data-table-frame";
import { invoicePdfPath, type InvoicesTableRow } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { formatMoney } from "@/lib/money";
import { InvoiceStatusBadge } from "./invoice-status-badge";

const t = billingScreenTexts.invoices;
const COLUMN = {
  number: { label: t.columns.number },
  company: { label: t.columns.company },
  poNumber: { label: t.columns.poNumber },
  issued: { label: t.columns.issued },
  due: { label: t.columns.due },
  total: { label: t.columns.total, className: "text-right" },
  paid: { label: t.columns.paid, className: "text-right" },
  credited: { label: t.columns.credited, className: "text-right" },
  status: { label: t.columns.status },
  actions: { label: t.columns.actions },
} satisfies Record<string, ColumnSpec>;

/** The statement's columns; the shop admins' table also names each invoice's company. */
export const invoiceColumns = (admin: boolean): ColumnSpec[] =>
  Object.values(COLUMN).filter((column) => admin || column !== COLUMN.company);

/**
 * One invoice: its number, PO, dates, amounts, status and PDF. With `onRecord` (the shop
 * admins' table) also its company and, while it owes, the way to record a bank payment.
 */
export function InvoiceRow({
  invoice,
  onRecord,
}: {
  invoice: InvoicesTableRow;
  onRecord?: (invoice: InvoicesTableRow) => void;
}) {
  return (
    <tr>
      <th scope="row" className="font-mono whitespace-nowrap" {...cardLabel(COLUMN.number)}>
        {invoice.number}
      </th>
      {onRecord ? (
        <td className="break-words" {...cardLabel(COLUMN.company)}>
          {invoice.companyName}
        </td>
      ) : null}
      <td className="break-words" {...cardLabel(COLUMN.poNumber)}>
        {invoice.poNumber ?? "—"}
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.issued)}>
        {invoice.issuedAt.slice(0, 10)}
      </td>
      <td className="whitespace-nowrap" {...cardLabel(COLUMN.due)}>
        {invoice.dueDate}
      </td>
      <td className="text-right whitespace-nowrap" {...cardLabel(COLUMN.total)}>
        {formatMoney(invoice.total)}
      </td>
      <td className="text-right whitespace-nowrap" {...cardLabel(COLUMN.paid)}>
        {formatMoney(invoice.paid)}
      </td>
      <td className="text-right whitespace-nowrap" {...cardLabel(COLUMN.credited)}>
        {formatMoney(invoice.credited)}
      </td>
      <td {...cardLabel(COLUMN.status)}>
        <InvoiceStatusBadge status={invoice.status} />
      </td>
      <td {...cardLabel(COLUMN.actions)}>
        <div className="flex flex-wrap items-center gap-2">
          <a
            href={invoicePdfPath(invoice._id)}
            className="btn btn-outline btn-xs"
            aria-label={t.pdfOf(invoice.number)}
            download
          >
            {t.pdf}
          </a>
          {onRecord && invoice.status !== "paid" ? (
            <button
              type="button"
              className="btn btn-primary btn-xs whitespace-nowrap"
              aria-label={t.recordPaymentOf(invoice.number)}
              onClick={() => onRecord(invoice)}
            >
              {t.recordPayment}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
