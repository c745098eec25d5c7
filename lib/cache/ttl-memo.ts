import "server-only";

/**
 * A value computed at most once per `ttlMs` in this process. Callers that arrive while it is
 * being computed share the computation; a failure is not kept, so the next caller tries again.
 */
export function ttlMemo<T>(ttlMs: number, compute: () => Promise<T>): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    const now = Date.now();
    if (kept && now < kept.until) return kept.value;
    const value = compute();
    const entry = { value, until: now + ttlMs };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = undefined;
    });
    return value;
  };
}

/**
 * Values read lately, by key, each kept for `ttlMs` in this process (at most `maxEntries`;
 * beyond that the oldest go). For reads the caller checks again where it matters: a value may
 * be up to `ttlMs` old.
 */
export function recentValues<T>(ttlMs: number, maxEntries: number) {
  const kept = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = kept.get(key);
      if (entry && Date.now() < entry.until) return entry.value;
      kept.delete(key);
      return undefined;
    },
    set(key: string, value: T | undefined): void {
      kept.delete(key);
      if (value === undefined) return;
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
      kept.set(key, { value, until: Date.now() + ttlMs });
    },
  };
}
