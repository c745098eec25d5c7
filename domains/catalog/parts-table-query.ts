import "@/lib/validation/zod-config";
import { z } from "zod";
import { PART_COLUMN_SORTS, partFinderFields, toFilters } from "./part-finder";
import { partSortOf } from "./part-sorts";
import { oneOf, TABLE_PAGE_SIZE, tableFields } from "@/lib/tables/table-query";

const levelFlag = (name: string) => z.enum(["1", "0", ""], { message: `${name} must be 1 or 0` });

/**
 * `GET /api/parts/all`: Manage Products' page, column sort, search (the finder's) and filters,
 * or its CSV. Always one page: the contract's array and the finder stay `GET /api/parts`'s.
 */
export const partsTableQuerySchema = z
  .object({
    ...tableFields,
    q: partFinderFields.q,
    sort: oneOf("sort", PART_COLUMN_SORTS).optional(),
    category: partFinderFields.category,
    brand: partFinderFields.brand,
    lowStock: levelFlag("lowStock").optional(),
    outOfStock: levelFlag("outOfStock").optional(),
    retired: levelFlag("retired").optional(),
  })
  .transform(({ sort, order, page, limit, format, lowStock, outOfStock, retired, ...fields }) => ({
    // Newest first unless a column is asked for, as Manage Products has always listed them.
    sort: partSortOf(sort, order) ?? ("newest" as const),
    page: page ?? 1,
    limit: limit ?? TABLE_PAGE_SIZE,
    csv: format === "csv",
    filters: {
      ...toFilters(fields),
      stockLevel:
        lowStock === "1" ? ("low" as const) : outOfStock === "1" ? ("out" as const) : undefined,
      // The table lists every part, retired ones marked, unless asked for those alone.
      retired: retired === "1" ? ("only" as const) : ("any" as const),
    },
  }));
export type PartsTableQuery = z.output<typeof partsTableQuerySchema>;
