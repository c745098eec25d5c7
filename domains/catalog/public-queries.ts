import "@/lib/validation/zod-config";
import { z } from "zod";
import { finderMessages } from "./catalog-texts";
import {
  PART_COLUMN_SORTS,
  PART_SORTS,
  type PartSortParam,
  partFinderFields,
  priceRangeInOrder,
  toFilters,
} from "./part-finder";
import { partSortOf } from "./part-sorts";
import { PAGE_MAX, wholeNumberText } from "@/lib/validation/numbers";

/** Parts per page when the API is asked for a page without a size. */
export const PARTS_PAGE_SIZE = 32;
/**
 * Parts per page of the shop and its searches: whole rows in its two- and three-column grids,
 * and a page a phone loads quickly (with 32 cards the shop page's HTML was over its budget).
 */
export const SHOP_PAGE_SIZE = 24;
const PARTS_PAGE_SIZE_MAX = 100;
/**
 * `GET /api/parts`: `sort=1` lists the newest first (the contract's only sort); `page` and
 * `limit` ask for one page of the catalog. Without either, every part is listed, as the
 * contract's client expects. The finder's filters (q, category, brand, minPrice, maxPrice,
 * inStock) and sorts (price-asc, price-desc, name) narrow and order it; a filtered answer is
 * always one page.
 */
export const partsQuerySchema = z
  .object({
    ...partFinderFields,
    sort: z
      .enum([...PART_SORTS, ...PART_COLUMN_SORTS, ""], { message: finderMessages.badSort })
      .transform((sort) => (sort === "" ? undefined : sort))
      .optional(),
    order: z.enum(["asc", "desc"], { message: "order must be one of asc, desc" }).optional(),
    page: wholeNumberText("page", PAGE_MAX).optional(),
    limit: wholeNumberText("limit", PARTS_PAGE_SIZE_MAX).optional(),
    lowStock: z.enum(["1", "0", ""], { message: "lowStock must be 1 or 0" }).optional(),
    outOfStock: z.enum(["1", "0", ""], { message: "outOfStock must be 1 or 0" }).optional(),
    format: z.enum(["csv"], { message: "format must be one of csv" }).optional(),
  })
  .refine(priceRangeInOrder, { message: finderMessages.priceRangeReversed, path: ["minPrice"] })
  .transform(({ sort, order, page, limit, lowStock, outOfStock, format, ...fields }) => ({
    // The finder's own sort, as the shop's links keep it; `listOrder` is what any sort means.
    sort: (PART_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as PartSortParam)
      : undefined,
    listOrder: partSortOf(sort, order),
    page,
    limit,
    csv: format === "csv",
    filters: {
      ...toFilters(fields),
      stockLevel:
        lowStock === "1" ? ("low" as const) : outOfStock === "1" ? ("out" as const) : undefined,
    },
  }));
export type PartsQuery = z.output<typeof partsQuerySchema>;

/** The shop's `/allParts?page=N` (served by /allParts/page/N). */
export const shopPageSchema = wholeNumberText("page", PAGE_MAX);
