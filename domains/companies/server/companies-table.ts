import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { toCompanyJson, type CompanyJson } from "@/domains/companies/company-json";
import type { CompaniesTableQuery } from "@/domains/companies/companies-table-query";
import { companies } from "@/models";
import { countCheaply, pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { keyedRows, type KeyedRow, type RowsPlace } from "@/lib/tables/table-rows";
import { containsPattern, type SortColumn, type TableSort } from "@/lib/tables/table-sort";

const sortColumns: Record<NonNullable<CompaniesTableQuery["sort"]>, SortColumn> = {
  createdAt: { expression: companies.createdAt, type: "timestamptz" },
  name: { expression: companies.name, type: "text" },
  // By the status's name, as the table shows it.
  status: { expression: sql`${companies.status}::text`, type: "text" },
  creditLimit: { expression: companies.creditLimitCents, type: "bigint" },
};

function whereOf(query: CompaniesTableQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    pattern
      ? or(sql`${companies.name} ILIKE ${pattern}`, sql`${companies.taxId} ILIKE ${pattern}`)
      : undefined,
    query.status ? eq(companies.status, query.status) : undefined,
  );
}

// Newest applications first: the ones waiting for a decision.
const sortOf = (query: CompaniesTableQuery): TableSort => ({
  column: sortColumns[query.sort ?? "createdAt"],
  direction: query.order ?? (query.sort ? "asc" : "desc"),
  id: companies.id,
});

export type KeyedCompany = KeyedRow<typeof companies>;

const companiesAfter = (query: CompaniesTableQuery, size: number, place: RowsPlace) =>
  keyedRows(companies, whereOf(query), sortOf(query), size, place);

/** One page of the shop admins' Companies table, as the search, status filter and sort ask. */
export async function companiesTablePage(
  actor: Actor | null,
  query: CompaniesTableQuery,
): Promise<TablePage<CompanyJson>> {
  requireAdmin(actor);
  const [rows, count] = await Promise.all([
    companiesAfter(query, query.limit, { offset: (query.page - 1) * query.limit }),
    countCheaply(companies, whereOf(query)),
  ]);
  return pageOfRows(
    rows.map(({ row }) => toCompanyJson(row)),
    query,
    count,
  );
}

/** Every company the search and filter find, in the table's order, a batch at a time. */
export function companyBatches(actor: Actor | null, query: CompaniesTableQuery) {
  requireAdmin(actor);
  return (size: number, last: KeyedCompany | undefined) =>
    companiesAfter(query, size, { after: last && { sortKey: last.sortKey, id: last.row.id } });
}
