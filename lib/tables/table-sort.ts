import "server-only";
import { asc, desc, sql, type AnyColumn, type SQL } from "drizzle-orm";

/** One sortable column: its expression, and the type its text form is read back as. */
export interface SortColumn {
  expression: SQL | AnyColumn;
  type: "timestamptz" | "bigint" | "text" | "user_role";
}

export interface TableSort {
  column: SortColumn;
  direction: "asc" | "desc";
  /** The id column breaks ties, so every row has one place in the order. */
  id: AnyColumn;
}

export const orderByOf = ({ column, direction, id }: TableSort) =>
  direction === "asc" ? [asc(column.expression), asc(id)] : [desc(column.expression), desc(id)];

/** The sort column's value as text: what a CSV export remembers to go on after a batch. */
export const sortKeyOf = ({ column }: TableSort) => sql<string>`(${column.expression})::text`;

/** The rows after the last one of a batch, in the table's order (keyset paging). */
export function afterRow(sort: TableSort, last: { sortKey: string; id: string }): SQL {
  const key = sql`${last.sortKey}::${sql.raw(sort.column.type)}`;
  const pair = sql`(${sort.column.expression}, ${sort.id})`;
  return sort.direction === "asc"
    ? sql`${pair} > (${key}, ${last.id})`
    : sql`${pair} < (${key}, ${last.id})`;
}

/** `%text%` for ILIKE, with the caller's own wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
