import "server-only";
import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";

/** Past this many rows a table's total is an estimate ("at least", or the planner's count). */
const EXACT_COUNT_LIMIT = 10_000;

export interface TablePage<T> {
  rows: T[];
  page: number;
  limit: number;
  total: number;
  pageCount: number;
  /** True when `total` is not an exact count (see `countCheaply`). */
  estimated: boolean;
}

/**
 * A table's total without scanning the whole table on every page: unfiltered, the planner's
 * row estimate once the table is large; filtered, an exact count up to EXACT_COUNT_LIMIT and
 * "at least that many" beyond it.
 */
export async function countCheaply(
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; estimated: boolean }> {
  const db = await getDb();
  if (!where) {
    const [estimate] = rowsOf<{ rows: number }>(
      await db.execute(
        sql`SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = to_regclass(${getTableName(table)})`,
      ),
    );
    const rows = Math.round(Number(estimate?.rows ?? -1));
    if (rows > EXACT_COUNT_LIMIT) return { total: rows, estimated: true };
  }
  const capped = sql`SELECT 1 FROM ${table} ${where ? sql`WHERE ${where}` : sql``} LIMIT ${EXACT_COUNT_LIMIT + 1}`;
  const [counted] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM (${capped}) AS capped`),
  );
  const total = Number(counted?.total ?? 0);
  if (total > EXACT_COUNT_LIMIT) return { total: EXACT_COUNT_LIMIT, estimated: true };
  return { total, estimated: false };
}

export const pageOfRows = <T>(
  rows: T[],
  place: { page: number; limit: number },
  count: { total: number; estimated: boolean },
): TablePage<T> => ({
  rows,
  page: place.page,
  limit: place.limit,
  total: count.total,
  pageCount: Math.max(1, Math.ceil(count.total / place.limit)),
  estimated: count.estimated,
});
