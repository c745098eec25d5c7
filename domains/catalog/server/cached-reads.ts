import "server-only";
import { batchedReads } from "@/lib/cache/batched-reads";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS, partTag } from "@/lib/cache/tags";
import type { PartJson } from "@/domains/catalog/part-json";
import { countParts, listPartIds, partsByIds, type PartsOrder } from "./parts";
import { pageOf } from "./parts-page";
import { partIdForSlug } from "./part-by-path";
import { NO_FACETS, partFacets } from "./part-facets";
import { replacementPath } from "./supersessions";

// The public pages read through these: the database is asked once per change, not per visit.
// A page of parts is read in two steps: which parts it shows (expired when parts are added or
// deleted) and those parts themselves, each under its own key and tag. The page collects every
// tag it read, so a stock change expires only the pages that show that part.
const cachedPartIds = cachedRead("part-ids", listPartIds, {
  tags: [CACHE_TAGS.parts],
  whileBuilding: [],
});
const cachedPartCount = cachedRead("part-count", countParts, {
  tags: [CACHE_TAGS.parts],
  whileBuilding: 0,
});
const cachedPart = cachedRead(
  "part",
  batchedReads(partsByIds, (part) => part._id),
  { tags: (id) => [partTag(id)], whileBuilding: null },
);

/**
 * These parts, in this order, each from its one cache entry: a list's, so one deleted or
 * retired since is left out.
 */
export async function cachedPartsByIds(ids: string[]): Promise<PartJson[]> {
  const found = await Promise.all(ids.map((id) => cachedPart(id)));
  return found.filter((part): part is PartJson => part !== null && !part.retired);
}

/** The first `limit` parts in this order (the home page's). */
export async function cachedParts(order: PartsOrder, limit: number) {
  return cachedPartsByIds(await cachedPartIds(order, 0, limit));
}

/** One page of the shop (pages count from 1) and its place in the whole catalog. */
export async function cachedPartsPage(order: PartsOrder, page: number, pageSize: number) {
  const [ids, total] = await Promise.all([
    cachedPartIds(order, (page - 1) * pageSize, pageSize),
    cachedPartCount(),
  ]);
  return pageOf(await cachedPartsByIds(ids), page, pageSize, total);
}

// Which part a page path names: expired with the catalog's list (a part added, deleted,
// renumbered or renamed), the part itself under its own tag.
const cachedPartIdForSlug = cachedRead("part-id-for-slug", partIdForSlug, {
  tags: [CACHE_TAGS.parts],
  whileBuilding: null,
});

/**
 * The whole catalog's categories and brands for the cached shop pages' filters, read once per
 * change of the catalog (a part added, deleted or re-filed expires the `parts` tag).
 */
export const cachedShopFacets = cachedRead(
  "shop-facets",
  () => partFacets({ brands: [], inStock: false }),
  { tags: [CACHE_TAGS.parts], whileBuilding: NO_FACETS },
);

/** The part a `/parts/{slug}` path names (its current path may differ), or null. */
export async function cachedPartForSlug(slug: string): Promise<PartJson | null> {
  const id = await cachedPartIdForSlug(slug);
  return id === null ? null : cachedPart(id);
}

/**
 * The page of the part that replaces one of these numbers now (a supersession), or null:
 * expired with the catalog's list, as an import that changes a supersession expires it.
 */
export const cachedReplacementPath = cachedRead("replacement-path", replacementPath, {
  tags: [CACHE_TAGS.parts],
  whileBuilding: null,
});
