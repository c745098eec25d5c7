import type { PartFilters, PartSortParam } from "@/domains/catalog";

export { FINDER_KEYS } from "@/domains/catalog";
import type { PartSort } from "@/domains/catalog/server";
import { shopPageHref } from "../shop-pages";

/** The finder's state as its URL holds it: what every link and form on the page starts from. */
export interface FinderParams {
  q?: string;
  category?: string;
  brands: string[];
  minPrice?: string;
  maxPrice?: string;
  inStock: boolean;
  sort?: PartSortParam;
  /** Only the parts that fit this vehicle (its id), or every vehicle. */
  vehicle?: string;
  /** The words of `q` as typed, not corrected. */
  asTyped?: boolean;
}

export const NO_FINDER_PARAMS: FinderParams = { brands: [], inStock: false };

const centsText = (cents: number | undefined) =>
  cents === undefined ? undefined : String(cents / 100);

/** The parameters back from the filters they were parsed into (so links are written one way). */
export const finderParamsOf = (filters: PartFilters, sort?: PartSortParam): FinderParams => ({
  q: filters.q,
  category: filters.category,
  brands: filters.brands,
  minPrice: centsText(filters.minPriceCents),
  maxPrice: centsText(filters.maxPriceCents),
  inStock: filters.inStock,
  sort,
  vehicle: filters.vehicleId,
  asTyped: filters.asTyped && filters.q !== undefined,
});

/** The pairs a link or a form's hidden inputs carry, in one fixed order. */
export function finderEntries(params: FinderParams): [string, string][] {
  const entries: [string, string][] = [];
  if (params.vehicle) entries.push(["vehicle", params.vehicle]);
  if (params.q) entries.push(["q", params.q]);
  if (params.q && params.asTyped) entries.push(["asTyped", "1"]);
  if (params.category) entries.push(["category", params.category]);
  for (const brand of params.brands) entries.push(["brand", brand]);
  if (params.minPrice) entries.push(["minPrice", params.minPrice]);
  if (params.maxPrice) entries.push(["maxPrice", params.maxPrice]);
  if (params.inStock) entries.push(["inStock", "1"]);
  if (params.sort) entries.push(["sort", params.sort]);
  return entries;
}

/**
 * The address of the finder with these parameters, on this page. Without any, it is the shop's
 * own cached page. A change of filter always goes back to page 1 (callers pass no page).
 */
export function finderHref(params: FinderParams, page = 1): string {
  const entries = finderEntries(params);
  if (entries.length === 0) return shopPageHref(page);
  if (page > 1) entries.push(["page", String(page)]);
  return `/allParts?${new URLSearchParams(entries).toString()}`;
}

/** The parameters with this brand added when it is not chosen, removed when it is. */
export const toggleBrand = (params: FinderParams, brand: string): FinderParams => ({
  ...params,
  brands: params.brands.includes(brand)
    ? params.brands.filter((chosen) => chosen !== brand)
    : [...params.brands, brand],
});

/** The sorts offered, in the API's words; "Best match" (no `sort`) for a search or a vehicle. */
export const SORT_OPTIONS: { value: PartSortParam; label: string }[] = [
  { value: "1", label: "Newest first" },
  { value: "-1", label: "Oldest first" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
  { value: "name", label: "Name: A to Z" },
];
export const BEST_MATCH_LABEL = "Best match";

/** "12 parts found for “brake pads”". */
export function resultCountText(total: number, q?: string): string {
  const parts = `${total} ${total === 1 ? "part" : "parts"} found`;
  return q ? `${parts} for “${q}”` : parts;
}

type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** The sort box's "Best match" submits an empty `sort`: that is no sort, as a blank filter is. */
export function withoutBlankSort(searchParams: SearchParamsRecord): SearchParamsRecord {
  const { sort, ...rest } = searchParams;
  return sort === "" ? rest : searchParams;
}

/** The service's order for the URL's `sort`: best match first for a search or a vehicle, else newest. */
export function serviceSort(
  sort: PartSortParam | undefined,
  q: string | undefined,
  vehicle?: string,
): PartSort {
  switch (sort) {
    case "1":
      return "newest";
    case "-1":
      return "oldest";
    case undefined:
      return q || vehicle ? "relevance" : "newest";
    default:
      return sort;
  }
}
