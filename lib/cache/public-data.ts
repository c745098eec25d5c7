import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS } from "./tags";
import { listBlogs, getBlog } from "@/lib/services/blogs";
import { listParts } from "@/lib/services/parts";
import { listReviews } from "@/lib/services/reviews";
import { listTeam } from "@/lib/services/team";

// Next.js keeps this cache on disk across restarts; a server started on another database (a new
// DATA_DIR, a reset, a restore) must not show the old one's rows, so each start keys anew.
const holder = globalThis as typeof globalThis & { __redlineCacheEpoch?: string };
const epoch = (holder.__redlineCacheEpoch ??= crypto.randomUUID());

// The public pages read through these: the database is asked once per change, not per visit.
export const cachedParts = unstable_cache(listParts, ["parts", epoch], {
  tags: [CACHE_TAGS.parts],
});
export const cachedReviews = unstable_cache(listReviews, ["reviews", epoch], {
  tags: [CACHE_TAGS.reviews],
});
export const cachedTeam = unstable_cache(listTeam, ["team", epoch], { tags: [CACHE_TAGS.team] });
export const cachedBlogs = unstable_cache(listBlogs, ["blogs", epoch], {
  tags: [CACHE_TAGS.blogs],
});
export const cachedBlog = unstable_cache(getBlog, ["blog", epoch], { tags: [CACHE_TAGS.blogs] });
