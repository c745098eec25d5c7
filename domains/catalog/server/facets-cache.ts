import "server-only";
import { cachedForAWhile } from "@/lib/cache/cached-for-a-while";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { partNumberKey } from "@/lib/text";
import type { PartFilters } from "@/domains/catalog/part-finder";

/**
 * How long a count is kept at most. Any write of a part (stock included) or of fitment expires
 * it at once, through the tags; the age only bounds what a write path that forgot its tag
 * could leave behind.
 */
const KEPT = {
  tags: [CACHE_TAGS.parts, CACHE_TAGS.partCounts, CACHE_TAGS.fitment],
  maxAgeSeconds: 60,
};

/**
 * The filters as one key, so the same search typed otherwise ("Brake  PADS", brands in another
 * order) is one entry: the words as the search reads them (and the number they spell), and
 * every other filter.
 */
function filtersKey(filters: PartFilters): string {
  const text = filters.q ?? "";
  const words = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join(" ");
  return `part-facets:${JSON.stringify([
    words,
    partNumberKey(text),
    filters.category ?? null,
    [...new Set(filters.brands)].sort(),
    filters.minPriceCents ?? null,
    filters.maxPriceCents ?? null,
    filters.inStock,
    filters.stockLevel ?? null,
    filters.vehicleId ?? null,
    // Words as typed may find other parts than their corrections.
    Boolean(filters.asTyped && words),
  ])}`;
}

/**
 * What `count()` answers for these filters, kept in the shared cache handler (memory, or Redis
 * where a write on one instance expires it for all) until a write or for a minute.
 */
export function cachedCount<T>(filters: PartFilters, count: () => Promise<T>): Promise<T> {
  return cachedForAWhile(filtersKey(filters), KEPT, count);
}
