import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { CATEGORIES } from "@/domains/catalog/categories";
import { centsToDollars } from "@/lib/money";
import type { PartFilters } from "@/domains/catalog/part-finder";
import { parts } from "@/models";
import { cachedCount } from "./facets-cache";
import { finderConditions } from "./part-search";
import { onSearchIndexes } from "./text-index-plan";

interface FacetCount {
  value: string;
  count: number;
}

export interface PartFacets {
  categories: FacetCount[];
  brands: FacetCount[];
  /** The lowest and highest price among the parts found; null when none is found. */
  price: { min: number | null; max: number | null };
}

/** What a catalog without parts (or a build, which opens no database) offers to filter by. */
export const NO_FACETS: PartFacets = {
  categories: [],
  brands: [],
  price: { min: null, max: null },
};

const treeOrder = (value: string) => {
  const index = CATEGORIES.indexOf(value);
  return index === -1 ? CATEGORIES.length : index;
};

/**
 * `GET /api/parts/facets`: what the parts the filters find hold, by category and by brand,
 * and their price range. Every count is taken under every filter, so the counts add up to the
 * list's total for the same query. Kept a short while per filter set (facets-cache.ts): a
 * common word's counts read a sixth of the catalog or more.
 */
export function partFacets(filters: PartFilters): Promise<PartFacets> {
  return cachedCount(filters, () => countFacets(filters));
}

/** The facets counted in one pass over the matches (grouping sets). */
async function countFacets(filters: PartFilters): Promise<PartFacets> {
  const db = await getDb();
  const { where, byWords } = await finderConditions(filters);
  const counting = sql`
    SELECT ${parts.category} AS category, ${parts.brand} AS brand, count(*)::int AS found,
      min(${parts.priceCents})::int AS min, max(${parts.priceCents})::int AS max
    FROM ${parts} WHERE ${where}
    GROUP BY GROUPING SETS ((${parts.category}), (${parts.brand}), ())`;
  const result = byWords
    ? await onSearchIndexes(db, (tx) => tx.execute(counting))
    : await db.execute(counting);
  const categories: FacetCount[] = [];
  const brands: FacetCount[] = [];
  let price: PartFacets["price"] = { min: null, max: null };
  const rows = rowsOf<{
    category: string | null;
    brand: string | null;
    found: number;
    min: number | null;
    max: number | null;
  }>(result);
  for (const row of rows) {
    if (row.category !== null) categories.push({ value: row.category, count: row.found });
    else if (row.brand !== null) brands.push({ value: row.brand, count: row.found });
    else if (row.found > 0)
      price = { min: centsToDollars(row.min ?? 0), max: centsToDollars(row.max ?? 0) };
  }
  categories.sort((a, b) => treeOrder(a.value) - treeOrder(b.value));
  brands.sort((a, b) => a.value.localeCompare(b.value, "en"));
  return { categories, brands, price };
}
