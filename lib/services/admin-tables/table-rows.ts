import "server-only";
import { and, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import { afterRow, orderByOf, sortKeyOf, type TableSort } from "./table-sort";

/** Where a read starts: a page's offset, or after the last row of an export's batch. */
export type RowsPlace = { offset: number } | { after: { sortKey: string; id: string } | undefined };

export type KeyedRow<T extends PgTable> = { row: InferSelectModel<T>; sortKey: string };

/** `size` rows of a table in the table's order, each with its sort column's value as text. */
export async function keyedRows<T extends PgTable>(
  table: T,
  where: SQL | undefined,
  sort: TableSort,
  size: number,
  place: RowsPlace,
): Promise<KeyedRow<T>[]> {
  const keyset = "after" in place && place.after ? afterRow(sort, place.after) : undefined;
  const db = await getDb();
  const rows = await db
    .select({ row: table as PgTable, sortKey: sortKeyOf(sort) })
    .from(table as PgTable)
    .where(and(where, keyset))
    .orderBy(...orderByOf(sort))
    .limit(size)
    .offset("offset" in place ? place.offset : 0);
  return rows as unknown as KeyedRow<T>[];
}
