import "./zod-config";
import { z } from "zod";
import { finderMessages } from "./spec-texts";
import { PART_SORTS, partFinderFields, priceRangeInOrder, toFilters } from "./part-finder";

/** Parts per page when a page is asked for without a size. */
export const PARTS_PAGE_SIZE = 32;
export const PARTS_PAGE_SIZE_MAX = 100;
export const PAGE_MAX = 1_000_000;

export const wholeNumberText = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { message: `${name} must be a whole number` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, {
      message: `${name} must be between 1 and ${max}`,
    });

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
      .enum([...PART_SORTS, ""], { message: finderMessages.badSort })
      .transform((sort) => (sort === "" ? undefined : sort))
      .optional(),
    page: wholeNumberText("page", PAGE_MAX).optional(),
    limit: wholeNumberText("limit", PARTS_PAGE_SIZE_MAX).optional(),
  })
  .refine(priceRangeInOrder, { message: finderMessages.priceRangeReversed, path: ["minPrice"] })
  .transform(({ sort, page, limit, ...fields }) => ({
    sort,
    page,
    limit,
    filters: toFilters(fields),
  }));
export type PartsQuery = z.output<typeof partsQuerySchema>;

/** The shop's `/allParts?page=N` (served by /allParts/page/N). */
export const shopPageSchema = wholeNumberText("page", PAGE_MAX);
