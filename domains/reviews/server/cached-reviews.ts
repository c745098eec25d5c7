import "server-only";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { latestReviews } from "./reviews";

// The home carousel: the latest reviews only (GET /api/reviews still answers every one).
export const cachedReviews = cachedRead("latest-reviews", latestReviews, {
  tags: [CACHE_TAGS.reviews],
  whileBuilding: [],
});
