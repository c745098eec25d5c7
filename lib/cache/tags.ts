import "server-only";
import { revalidateTag } from "next/cache";
import { sharedCacheHandler } from "./shared-handler";

/**
 * One tag per kind of public content; every write names the tags of what it changed. `parts`
 * covers which parts exist and in what order (a part added or deleted); a part's own tag covers
 * what a page shows of it (stock, name, price, fitment), so an order expires only the pages showing it.
 */
export const CACHE_TAGS = {
  parts: "parts",
  reviews: "reviews",
  blogs: "blogs",
  team: "team",
  /** Which parts fit which vehicles: vehicle landing pages and fitment tables. */
  fitment: "fitment",
  /** Counts over the parts (the finder's facets): expired by every write of a part, stock too. */
  partCounts: "part-counts",
  /** The shop's shipping rates: part pages state ground shipping to search engines. */
  shippingRates: "shipping-rates",
};
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | `part:${string}`;

export const partTag = (partId: string): CacheTag => `part:${partId}`;

/**
 * Expires the cached data of these tags at once, so the next visitor sees the change (not a
 * stale copy refreshed in the background). Outside a Next.js request (a job such as the expiry
 * sweep, a script, a unit test) Next.js has no cache to tell, so the cache handler is told
 * directly: this process's memory, or Redis for every instance.
 */
export function expireCached(...tags: CacheTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      if (!(error instanceof Error && error.message.includes("static generation store missing")))
        throw error;
      // Neither handler throws here: an expiry Redis did not take is recorded on reconnect.
      void sharedCacheHandler().revalidateTag(tag);
    }
  }
}
