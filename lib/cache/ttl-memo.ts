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
