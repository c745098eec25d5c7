import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS } from "./tags";
import { listBlogs, getBlog } from "@/lib/services/blogs";
import { listParts } from "@/lib/services/parts";
import { listReviews } from "@/lib/services/reviews";
import { listTeam } from "@/lib/services/team";

// The public pages read through these: the database is asked once per change, not per visit.
export const cachedParts = unstable_cache(listParts, ["parts"], { tags: [CACHE_TAGS.parts] });
export const cachedReviews = unstable_cache(listReviews, ["reviews"], {
  tags: [CACHE_TAGS.reviews],
});
export const cachedTeam = unstable_cache(listTeam, ["team"], { tags: [CACHE_TAGS.team] });
export const cachedBlogs = unstable_cache(listBlogs, ["blogs"], { tags: [CACHE_TAGS.blogs] });
export const cachedBlog = unstable_cache(getBlog, ["blog"], { tags: [CACHE_TAGS.blogs] });
