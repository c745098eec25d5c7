import "server-only";
import { unstable_cache } from "next/cache";
import { duringBuild } from "@/lib/build-phase";
import type { CacheTag } from "./tags";

interface CachedReadOptions<A extends unknown[], R> {
  /** The tags whose writes expire it: fixed, or from the arguments (a part's own tag). */
  tags: CacheTag[] | ((...args: A) => CacheTag[]);
  /** What `next build` gets instead of reading the database; without it the read runs. */
  whileBuilding?: R;
}

/**
 * A read the public pages share: kept in Next's data cache (the cache handler, memory or Redis)
 * under `key` and its arguments until a write expires one of its tags, and the page that read it
 * collects those tags. Every cached read is declared through here, each key once (the key is the
 * entry's name: two reads under one key would read each other's entries).
 */
export function cachedRead<A extends unknown[], R>(
  key: string,
  read: (...args: A) => Promise<R>,
  { tags, whileBuilding }: CachedReadOptions<A, R>,
): (...args: A) => Promise<R> {
  const tagsOf = typeof tags === "function" ? tags : () => tags;
  const readOrStandIn = async (...args: A): Promise<R> =>
    whileBuilding !== undefined && duringBuild() ? whileBuilding : read(...args);
  // A wrapper per call, since a part's tags depend on which part it is; the key is the same.
  return (...args) => unstable_cache(readOrStandIn, [key], { tags: tagsOf(...args) })(...args);
}
