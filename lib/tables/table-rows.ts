import "server-only";
import { and, inArray, sql, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { getDb, type Db } from "@/lib/db";
import { afterRow, orderByOf, sortKeyOf, type TableSort } from "./table-sort";

/** Where a read starts: a page's offset, or after the last row of an export's batch. */
export type RowsPlace = { offset: number } | { after: { sortKey: string; id: string } | undefined };

export type KeyedRow<T extends PgTable> = { row: InferSelectModel<T>; sortKey: string };

/**
 * The ids of one page: skipping `offset` rows reads only the sort's index (sort column and id),
 * not the rows themselves, so page 2,000 costs an index walk instead of 100,000 row fetches.
 */
function pageIds(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  sort: TableSort,
  size: number,
  offset: number,
) {
  return db
    .select({ id: sql`${sort.id}` })
    .from(table)
    .where(where)
    .orderBy(...orderByOf(sort))
    .limit(size)
    .offset(offset);
}

/** `size` rows of a table in the table's order, each with its sort column's value as text. */
export async function keyedRows<T extends PgTable>(
  table: T,
  where: SQL | undefined,
  sort: TableSort,
  size: number,
  place: RowsPlace,
): Promise<KeyedRow<T>[]> {
  const db = await getDb();
  const within =
    "offset" in place
      ? place.offset > 0
        ? inArray(sort.id, pageIds(db, table, where, sort, size, place.offset))
        : where
      : and(where, place.after ? afterRow(sort, place.after) : undefined);
  const rows = await db
    .select({ row: table as PgTable, sortKey: sortKeyOf(sort) })
    .from(table as PgTable)
    .where(within)
    .orderBy(...orderByOf(sort))
    .limit(size);
  return rows as unknown as KeyedRow<T>[];
}
