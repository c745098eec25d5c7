import "@/lib/validation/zod-config";
import { z } from "zod";
import { isCategory, isCategoryGroup } from "@/domains/catalog/categories";
import { BRAND_MAX, BRANDS_PER_FILTER_MAX, SEARCH_TEXT_MAX } from "@/lib/validation/limits";
import { hasControlCharacters } from "@/lib/validation/text";
import { finderMessages } from "./catalog-texts";

const PRICE_TEXT = /^\d{1,7}(\.\d{1,2})?$/;

/** The orders the finder lists in; "relevance" is what a search without `sort` gets. */
export const PART_SORTS = ["1", "-1", "price-asc", "price-desc", "name"] as const;
export type PartSortParam = (typeof PART_SORTS)[number];
/** Manage Products' sortable columns, each with `order=asc|desc`. */
export const PART_COLUMN_SORTS = ["createdAt", "price", "name", "stock", "partNumber"] as const;

// Blank or an amount; one refine (not a union with "") so the message names the parameter.
const price = (name: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === "" || PRICE_TEXT.test(text), finderMessages.badPrice(name))
    .transform((text) => (text === "" ? ("" as const) : Math.round(Number(text) * 100)));

const repeatable = <T extends z.ZodType<string>>(item: T) =>
  z
    .union([item, z.array(item)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .refine((values) => values.length <= BRANDS_PER_FILTER_MAX, finderMessages.tooManyBrands);

/**
 * The finder's filters, shared by `GET /api/parts`, `GET /api/parts/facets` and the shop's
 * search page. A blank value is no filter (an emptied search box still submits `q=`).
 */
export const partFinderFields = {
  q: z
    .string()
    .max(SEARCH_TEXT_MAX, finderMessages.searchTooLong)
    .trim()
    .refine((text) => !hasControlCharacters(text), finderMessages.searchHasControlCharacter)
    .optional(),
  category: z
    .string()
    .trim()
    .refine((value) => value === "" || isCategory(value) || isCategoryGroup(value), {
      message: finderMessages.unknownCategory,
    })
    .optional(),
  brand: repeatable(
    z
      .string()
      .trim()
      .max(BRAND_MAX, finderMessages.brandTooLong)
      .refine((name) => !hasControlCharacters(name), finderMessages.brandHasControlCharacter),
  ).optional(),
  minPrice: price("minPrice").optional(),
  maxPrice: price("maxPrice").optional(),
  inStock: z.enum(["1", "0", ""], { message: finderMessages.badInStock }).optional(),
  /** 1: the words of `q` as typed, without correcting a misspelt one. */
  asTyped: z.enum(["1", "0", ""], { message: finderMessages.badAsTyped }).optional(),
  /** Only the parts that fit this vehicle (or every vehicle), each with its fit state. */
  vehicle: z
    .string()
    .trim()
    .max(128, finderMessages.badVehicle)
    .regex(/^[A-Za-z0-9_-]*$/, finderMessages.badVehicle)
    .optional(),
};

/** What the finder's fields mean, blanks dropped. */
export interface PartFilters {
  /** Manage Products only: parts below their low-stock level, or that cannot be ordered. */
  stockLevel?: "low" | "out";
  /**
   * Manage Products only: retired parts too ("any"), or only them. Everyone else sees only the
   * parts on sale.
   */
  retired?: "any" | "only";
  q?: string;
  category?: string;
  brands: string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  inStock: boolean;
  /** Search for the words of `q` as typed (no correction). */
  asTyped?: boolean;
  vehicleId?: string;
}

type FinderFieldsOut = z.output<z.ZodObject<typeof partFinderFields>>;

export function toFilters(fields: FinderFieldsOut): PartFilters {
  const blankless = <T>(value: T | "" | undefined) => (value === "" ? undefined : value);
  return {
    q: blankless(fields.q),
    category: blankless(fields.category),
    brands: (fields.brand ?? []).filter(Boolean),
    minPriceCents: blankless(fields.minPrice),
    maxPriceCents: blankless(fields.maxPrice),
    inStock: fields.inStock === "1",
    asTyped: fields.asTyped === "1",
    vehicleId: blankless(fields.vehicle),
  };
}

/** Whether any filter is set: without one, `GET /api/parts` answers as the contract has it. */
export const hasFilters = (filters: PartFilters) =>
  filters.q !== undefined ||
  filters.category !== undefined ||
  filters.brands.length > 0 ||
  filters.minPriceCents !== undefined ||
  filters.maxPriceCents !== undefined ||
  filters.inStock ||
  filters.vehicleId !== undefined ||
  filters.stockLevel !== undefined ||
  filters.retired === "only";

/** A price range that includes nothing is a mistake worth naming, not an empty page. */
export const priceRangeInOrder = (fields: { minPrice?: number | ""; maxPrice?: number | "" }) =>
  typeof fields.minPrice !== "number" ||
  typeof fields.maxPrice !== "number" ||
  fields.minPrice <= fields.maxPrice;

export const partFacetsQuerySchema = z
  .object(partFinderFields)
  .refine(priceRangeInOrder, { message: finderMessages.priceRangeReversed, path: ["minPrice"] })
  .transform(toFilters);
