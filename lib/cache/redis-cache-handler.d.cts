// Types for the handler, which stays plain JavaScript because Next.js loads it by path.
declare class RedisCacheHandler {
  constructor(options?: { redisUrl?: string; keyPrefix?: string });
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
  static disconnectAll(): void;
}
export = RedisCacheHandler;
