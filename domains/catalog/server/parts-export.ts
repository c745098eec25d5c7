import "server-only";
import { and, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { toPartJson } from "@/domains/catalog/part-json";
import { PARTS_CSV_HEADER, partCsvRecord } from "@/domains/catalog/import/export-cells";
import type { PartFilters } from "@/domains/catalog/part-finder";
import type { PartSort } from "@/domains/catalog/part-sorts";
import { finderConditions } from "@/domains/catalog/server/part-search";
import { partColumns } from "@/domains/catalog/server/part-columns";
import { parts } from "@/models";
import { csvExport, EXPORT_BATCH } from "@/lib/tables/csv-export";
import {
  afterRow,
  orderByOf,
  sortKeyOf,
  type SortColumn,
  type TableSort,
} from "@/lib/tables/table-sort";

const column = (expression: SortColumn["expression"], type: SortColumn["type"]) => ({
  expression,
  type,
});

// A search's relevance has no column to go on after: the export lists its finds newest first.
const sortColumns: Record<PartSort, [SortColumn, "asc" | "desc"]> = {
  newest: [column(parts.createdAt, "timestamptz"), "desc"],
  relevance: [column(parts.createdAt, "timestamptz"), "desc"],
  oldest: [column(parts.createdAt, "timestamptz"), "asc"],
  "price-asc": [column(parts.priceCents, "bigint"), "asc"],
  "price-desc": [column(parts.priceCents, "bigint"), "desc"],
  name: [column(sql`lower(${parts.productName})`, "text"), "asc"],
  "name-desc": [column(sql`lower(${parts.productName})`, "text"), "desc"],
  "stock-asc": [column(parts.availableQty, "bigint"), "asc"],
  "stock-desc": [column(parts.availableQty, "bigint"), "desc"],
  "number-asc": [column(parts.partNumberKey, "text"), "asc"],
  "number-desc": [column(parts.partNumberKey, "text"), "desc"],
};

type Row = Awaited<ReturnType<typeof batchAfter>>[number];

async function batchAfter(
  where: SQL,
  sort: TableSort,
  last: { sortKey: string; id: string } | undefined,
) {
  const db = await getDb();
  return db
    .select({ ...partColumns, sortKey: sortKeyOf(sort) })
    .from(parts)
    .where(and(where, last ? afterRow(sort, last) : undefined))
    .orderBy(...orderByOf(sort))
    .limit(EXPORT_BATCH);
}

/**
 * `GET /api/parts/all?format=csv` (and, as before, `GET /api/parts?format=csv`), admins only:
 * every part the filters find, streamed in batches, in the parts import's columns (the file
 * imports back as all unchanged, and is the template of a price list or a stock feed).
 */
export async function exportPartsCsv(
  actor: Actor | null,
  filters: PartFilters,
  listOrder: PartSort | undefined,
) {
  requireAdmin(actor);
  const { where } = await finderConditions(filters);
  const [sortColumn, direction] = sortColumns[listOrder ?? "newest"];
  const sort: TableSort = { column: sortColumn, direction, id: parts.id };
  return csvExport<Row>({
    header: PARTS_CSV_HEADER,
    nextBatch: (last) => batchAfter(where, sort, last),
    record: (row) => partCsvRecord(toPartJson(row)),
  });
}
