import "server-only";
import SharedCacheHandler from "@/lib/cache/cache-handler.cjs";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { partNumberKey } from "@/lib/contract/part-number";
import type { PartFilters } from "@/lib/validation/part-finder";

/**
 * How long a count is kept at most. Any write of a part (stock included) or of fitment expires
 * it at once, through the tags; the age only bounds what a write path that forgot its tag
 * could leave behind.
 */
const MAX_AGE_SECONDS = 60;
const TAGS = [CACHE_TAGS.parts, CACHE_TAGS.partCounts, CACHE_TAGS.fitment];

/**
 * The filters as one key, so the same search typed otherwise ("Brake  PADS", brands in another
 * order) is one entry: the words as the search reads them (and the number they spell), and
 * every other filter.
 */
export function filtersKey(filters: PartFilters): string {
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

// The cache handler Next.js uses too (lib/cache/cache-handler.cjs): this process's memory, with
// its byte budget, or Redis shared by every instance, where a write on one expires it for all.
let handler: SharedCacheHandler | undefined;

/**
 * What `count()` answers for these filters, from the cache when a fresh entry is there. A count
 * begun before a write and stored after it is not trusted (the handler's render window).
 */
export async function cachedCount<T>(filters: PartFilters, count: () => Promise<T>): Promise<T> {
  handler ??= new SharedCacheHandler();
  const key = filtersKey(filters);
  const entry = await handler.get(key, { tags: TAGS });
  const kept = entry?.value as { body?: string } | undefined;
  if (entry && kept?.body && Date.now() - entry.lastModified < MAX_AGE_SECONDS * 1000)
    return JSON.parse(kept.body) as T;
  const counted = await count();
  // As text under `body`: what the memory handler weighs against its byte budget.
  await handler.set(
    key,
    { body: JSON.stringify(counted) },
    {
      tags: TAGS,
      cacheControl: { revalidate: MAX_AGE_SECONDS, expire: MAX_AGE_SECONDS },
    },
  );
  return counted;
}
