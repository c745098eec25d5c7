import "server-only";
import { and, gte, lt, ne, eq, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { toInvoiceJson } from "@/domains/billing/invoice-json";
import type { InvoicesQuery } from "@/domains/billing/invoices";
import { companies, invoices } from "@/models";
import { countCheaply, pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { keyedRows, type KeyedRow, type RowsPlace } from "@/lib/tables/table-rows";
import { containsPattern, type TableSort } from "@/lib/tables/table-sort";
import { withCompanyNames, type InvoiceRowJson } from "./company-names";
import { invoiceScope } from "./invoice-scope";

const unpaid = ne(invoices.status, "paid");
const STATUS_WHERE: Record<NonNullable<InvoicesQuery["status"]>, SQL> = {
  open: and(unpaid, gte(invoices.dueDate, sql`current_date`))!,
  overdue: and(unpaid, lt(invoices.dueDate, sql`current_date`))!,
  paid: eq(invoices.status, "paid"),
};

function whereOf(scope: SQL | undefined, query: InvoicesQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const companyNamed = sql`${invoices.companyId} IN (SELECT ${companies.id} FROM ${companies} WHERE ${companies.name} ILIKE ${pattern})`;
  return and(
    scope,
    pattern
      ? or(
          sql`${invoices.number} ILIKE ${pattern}`,
          sql`${invoices.poNumber} ILIKE ${pattern}`,
          companyNamed,
        )
      : undefined,
    query.status ? STATUS_WHERE[query.status] : undefined,
  );
}

// Newest first: the statement a company reads, and the table the shop's admin works through.
const sort: TableSort = {
  column: { expression: invoices.issuedAt, type: "timestamptz" },
  direction: "desc",
  id: invoices.id,
};

export type KeyedInvoice = KeyedRow<typeof invoices>;

const invoicesAfter = (where: SQL | undefined, size: number, place: RowsPlace) =>
  keyedRows(invoices, where, { ...sort }, size, place);

/** `GET /api/invoices`: one page of the invoices the caller may read, as the query asks. */
export async function invoicesPage(
  actor: Actor | null,
  query: InvoicesQuery,
): Promise<TablePage<InvoiceRowJson>> {
  const where = whereOf(await invoiceScope(actor), query);
  const [rows, count] = await Promise.all([
    invoicesAfter(where, query.limit, { offset: (query.page - 1) * query.limit }),
    countCheaply(invoices, where),
  ]);
  return pageOfRows(
    await withCompanyNames(rows.map(({ row }) => toInvoiceJson(row))),
    query,
    count,
  );
}

/** Every invoice the query finds, newest first, a batch at a time (the CSV). */
export async function invoiceBatches(actor: Actor | null, query: InvoicesQuery) {
  const where = whereOf(await invoiceScope(actor), query);
  return (size: number, last: KeyedInvoice | undefined) =>
    invoicesAfter(where, size, { after: last && { sortKey: last.sortKey, id: last.row.id } });
}
