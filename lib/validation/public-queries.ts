import "./zod-config";
import { z } from "zod";

/** Parts per page when a page is asked for without a size: the whole demo catalog fits on one. */
export const PARTS_PAGE_SIZE = 32;
export const PARTS_PAGE_SIZE_MAX = 100;
const PAGE_MAX = 1_000_000;

const wholeNumberText = (name: string, max: number) =>
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
 * contract's client expects.
 */
export const partsQuerySchema = z.object({
  sort: z
    .enum(["1", "-1"], { message: "sort must be 1 (newest first) or -1 (oldest first)" })
    .optional(),
  page: wholeNumberText("page", PAGE_MAX).optional(),
  limit: wholeNumberText("limit", PARTS_PAGE_SIZE_MAX).optional(),
});

/** The shop's `/allParts?page=N` (served by /allParts/page/N). */
export const shopPageSchema = wholeNumberText("page", PAGE_MAX);
