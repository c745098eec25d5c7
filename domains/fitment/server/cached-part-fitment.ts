import "server-only";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS, partTag } from "@/lib/cache/tags";
import { listPartFitment } from "./part-fitment";

/**
 * A part's fitment rows for its cached page: expired by a write to this part's fitment (its
 * own tag) and by any fitment write (an import touches many parts at once).
 */
export const cachedPartFitment = cachedRead("part-fitment", listPartFitment, {
  tags: (partId) => [CACHE_TAGS.fitment, partTag(partId)],
});
