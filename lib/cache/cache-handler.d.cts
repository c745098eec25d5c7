// Types for the cache handlers, which stay plain JavaScript because Next.js loads them by path:
// the four methods Next.js calls, as both handlers implement them.
declare class CacheHandler {
  get(
    key: string,
    context?: { tags?: string[]; softTags?: string[] },
  ): Promise<{ lastModified: number; value: unknown; cacheControl?: unknown } | null>;
  set(
    key: string,
    value: unknown,
    context?: { tags?: string[]; cacheControl?: unknown },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export = CacheHandler;
