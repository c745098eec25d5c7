import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, partTag } from "@/lib/cache/tags";
import type { FitmentJson } from "@/lib/contract/fitment";
import { listPartFitment } from "./part-fitment";

/**
 * A part's fitment rows for its cached page: expired by a write to this part's fitment (its
 * own tag) and by any fitment write (an import touches many parts at once).
 */
export function cachedPartFitment(partId: string): Promise<FitmentJson[]> {
  return unstable_cache(() => listPartFitment(partId), ["part-fitment", partId], {
    tags: [CACHE_TAGS.fitment, partTag(partId)],
  })();
}
