import type { PART_COLUMN_SORTS, PartSortParam } from "./part-finder";

/** Every order parts are listed in, as the services know them. */
export type PartSort =
  | "newest"
  | "oldest"
  | "price-asc"
  | "price-desc"
  | "name"
  | "name-desc"
  | "stock-asc"
  | "stock-desc"
  | "number-asc"
  | "number-desc"
  | "relevance";

type ColumnSort = (typeof PART_COLUMN_SORTS)[number];

const bySortParam: Record<PartSortParam, PartSort> = {
  "1": "newest",
  "-1": "oldest",
  "price-asc": "price-asc",
  "price-desc": "price-desc",
  name: "name",
};

const byColumn: Record<ColumnSort, Record<"asc" | "desc", PartSort>> = {
  createdAt: { asc: "oldest", desc: "newest" },
  price: { asc: "price-asc", desc: "price-desc" },
  name: { asc: "name", desc: "name-desc" },
  stock: { asc: "stock-asc", desc: "stock-desc" },
  partNumber: { asc: "number-asc", desc: "number-desc" },
};

// "name" is both: the finder's A-to-Z sort, and a column that `order=desc` turns round.
const isColumn = (sort: string): sort is ColumnSort => sort in byColumn;

/**
 * `sort` (and `order`) as an order of the list: the contract's `1`/`-1` and the finder's sorts
 * keep their meaning; a column sorts ascending unless `order=desc` (createdAt: newest first).
 */
export function partSortOf(
  sort: PartSortParam | ColumnSort | undefined,
  order: "asc" | "desc" | undefined,
): PartSort | undefined {
  if (sort === undefined) return undefined;
  if (isColumn(sort) && (order !== undefined || !(sort in bySortParam)))
    return byColumn[sort][order ?? (sort === "createdAt" ? "desc" : "asc")];
  return bySortParam[sort as PartSortParam];
}
