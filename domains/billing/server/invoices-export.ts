import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { toInvoiceJson } from "@/domains/billing/invoice-json";
import type { InvoicesQuery } from "@/domains/billing/invoices";
import { csvExport, EXPORT_BATCH } from "@/lib/tables/csv-export";
import { invoiceOwedCents } from "@/models";
import { invoiceBatches, type KeyedInvoice } from "./invoices-table";

export const INVOICES_CSV_HEADER = [
  "Invoice",
  "Invoice ID",
  "Company ID",
  "Checkout ID",
  "PO number",
  "Total",
  "Paid",
  "Owed",
  "Issued",
  "Due",
  "Status",
];

function record({ row }: KeyedInvoice) {
  const json = toInvoiceJson(row);
  return [
    json.number,
    json._id,
    json.companyId,
    json.checkoutId,
    json.poNumber,
    json.total,
    json.paid,
    invoiceOwedCents(row) / 100,
    json.issuedAt,
    json.dueDate,
    json.status,
  ];
}

/** `GET /api/invoices?format=csv`: every invoice the caller may read that the query finds. */
export async function exportInvoicesCsv(actor: Actor | null, query: InvoicesQuery) {
  const batchAfter = await invoiceBatches(actor, query);
  return csvExport({
    header: INVOICES_CSV_HEADER,
    nextBatch: (last) => batchAfter(EXPORT_BATCH, last),
    record,
  });
}
