import "server-only";
import { sharedCacheHandler } from "./shared-handler";
import type { CacheTag } from "./tags";

interface KeptFor {
  tags: CacheTag[];
  /** How long a value is kept at most, even when no write expires one of its tags. */
  maxAgeSeconds: number;
}

/**
 * What `compute()` answers, kept under `key` in the shared cache handler until a write expires
 * one of its tags or it is `maxAgeSeconds` old: a hard limit, where a cached read (cached.ts)
 * would serve an old entry once more while it refreshes it. A value stored within the
 * handler's render window of a write is not trusted.
 */
export async function cachedForAWhile<T>(
  key: string,
  { tags, maxAgeSeconds }: KeptFor,
  compute: () => Promise<T>,
): Promise<T> {
  const handler = sharedCacheHandler();
  const entry = await handler.get(key, { tags });
  const kept = entry?.value as { body?: string } | undefined;
  if (entry && kept?.body && Date.now() - entry.lastModified < maxAgeSeconds * 1000)
    return JSON.parse(kept.body) as T;
  const computed = await compute();
  // As text under `body`: what the memory handler weighs against its byte budget.
  await handler.set(
    key,
    { body: JSON.stringify(computed) },
    { tags, cacheControl: { revalidate: maxAgeSeconds, expire: maxAgeSeconds } },
  );
  return computed;
}
