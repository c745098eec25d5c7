import "server-only";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import type { ExemptionsTableQuery } from "@/domains/tax/tax-exemptions";
import { toTaxExemptionJson, type TaxExemptionRowJson } from "@/domains/tax/tax-exemption-json";
import { companies, taxExemptions, users } from "@/models";
import { countCheaply, pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { keyedRows } from "@/lib/tables/table-rows";
import { containsPattern, type SortColumn, type TableSort } from "@/lib/tables/table-sort";
import { holdersOf } from "./exemption-holders";

const sortColumns: Record<NonNullable<ExemptionsTableQuery["sort"]>, SortColumn> = {
  createdAt: { expression: taxExemptions.createdAt, type: "timestamptz" },
  expiresOn: { expression: sql`${taxExemptions.expiresOn}::text`, type: "text" },
  state: { expression: taxExemptions.state, type: "text" },
  status: { expression: sql`${taxExemptions.status}::text`, type: "text" },
};

/** The search finds a certificate by its number, its state or its holder's name or address. */
function whereOf(query: ExemptionsTableQuery): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  return and(
    pattern
      ? or(
          sql`${taxExemptions.certificateNumber} ILIKE ${pattern}`,
          eq(taxExemptions.state, query.q!.trim().toUpperCase()),
          sql`${taxExemptions.companyId} IN (SELECT ${companies.id} FROM ${companies} WHERE ${companies.name} ILIKE ${pattern})`,
          sql`${taxExemptions.userId} IN (SELECT ${users.id} FROM ${users} WHERE ${users.name} ILIKE ${pattern} OR ${users.email} ILIKE ${pattern})`,
        )
      : undefined,
    query.status ? eq(taxExemptions.status, query.status) : undefined,
  );
}

// Newest first: the certificates waiting for a check are on the first page.
const sortOf = (query: ExemptionsTableQuery): TableSort => ({
  column: sortColumns[query.sort ?? "createdAt"],
  direction: query.order ?? (query.sort ? "asc" : "desc"),
  id: taxExemptions.id,
});

/** `GET /api/tax-exemptions`: one page of the shop admins' review table. */
export async function taxExemptionsTablePage(
  actor: Actor | null,
  query: ExemptionsTableQuery,
): Promise<TablePage<TaxExemptionRowJson>> {
  requireAdmin(actor);
  const where = whereOf(query);
  const [rows, count] = await Promise.all([
    keyedRows(taxExemptions, where, sortOf(query), query.limit, {
      offset: (query.page - 1) * query.limit,
    }),
    countCheaply(taxExemptions, where),
  ]);
  const holders = await holdersOf(
    await getDb(),
    rows.map(({ row }) => row),
  );
  return pageOfRows(
    rows.map(({ row }, index) => ({ ...toTaxExemptionJson(row), holder: holders[index]! })),
    query,
    count,
  );
}
