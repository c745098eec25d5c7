import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, partTag } from "@/lib/cache/tags";
import type { PartJson } from "@/lib/contract/part";
import { getBlog, listBlogs } from "./blogs";
import { countParts, listPartIds, partsByIds, type PartsOrder } from "./parts";
import { pageOf } from "./parts-page";
import { partIdForSlug } from "./part-by-path";
import { NO_FACETS, partFacets } from "./part-facets";
import { latestReviews } from "./reviews";
import { listTeam } from "./team";

// The build never opens the database (the embedded one belongs to the running server): what
// it prerenders is thrown away, since the page cache lives in the server's memory only.
const duringBuild = process.env.NEXT_PHASE === "phase-production-build";
const nothing = async () => [];
const none = async () => 0;

// The public pages read through these: the database is asked once per change, not per visit.
// A page of parts is read in two steps: which parts it shows (expired when parts are added or
// deleted) and those parts themselves, each under its own tag. The page collects every tag it
// read, so a stock change expires only the pages that show that part.
const cachedPartIds = unstable_cache(duringBuild ? nothing : listPartIds, ["part-ids"], {
  tags: [CACHE_TAGS.parts],
});
const cachedPartCount = unstable_cache(duringBuild ? none : countParts, ["part-count"], {
  tags: [CACHE_TAGS.parts],
});

function cachedPartsByIds(ids: string[]): Promise<PartJson[]> {
  return unstable_cache(() => partsByIds(ids), ["parts-by-id", ...ids], {
    tags: ids.map(partTag),
  })();
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
const cachedPartIdForSlug = unstable_cache(
  duringBuild ? async () => null : partIdForSlug,
  ["part-id-for-slug"],
  { tags: [CACHE_TAGS.parts] },
);

/**
 * The whole catalog's categories and brands for the cached shop pages' filters, read once per
 * change of the catalog (a part added, deleted or re-filed expires the `parts` tag).
 */
export const cachedShopFacets = unstable_cache(
  duringBuild ? async () => NO_FACETS : () => partFacets({ brands: [], inStock: false }),
  ["shop-facets"],
  { tags: [CACHE_TAGS.parts] },
);

/** The part a `/parts/{slug}` path names (its current path may differ), or null. */
export async function cachedPartForSlug(slug: string): Promise<PartJson | null> {
  const id = await cachedPartIdForSlug(slug);
  if (id === null) return null;
  const [part] = await cachedPartsByIds([id]);
  return part ?? null;
}

// The home carousel: the latest reviews only (GET /api/reviews still answers every one).
export const cachedReviews = unstable_cache(
  duringBuild ? nothing : latestReviews,
  ["latest-reviews"],
  { tags: [CACHE_TAGS.reviews] },
);
export const cachedTeam = unstable_cache(duringBuild ? nothing : listTeam, ["team"], {
  tags: [CACHE_TAGS.team],
});
export const cachedBlogs = unstable_cache(duringBuild ? nothing : listBlogs, ["blogs"], {
  tags: [CACHE_TAGS.blogs],
});
export const cachedBlog = unstable_cache(getBlog, ["blog"], { tags: [CACHE_TAGS.blogs] });
