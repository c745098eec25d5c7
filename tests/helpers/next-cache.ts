/**
 * Next's data cache lives in a Next.js server; a test calling a page's functions directly has
 * none, so its cached reads run their query every time. Use as
 * `jest.mock("next/cache", () => jest.requireActual("<path>/next-cache").uncachedNextCache())`.
 */
export const uncachedNextCache = () => ({
  ...jest.requireActual<object>("next/cache"),
  unstable_cache: <F>(read: F) => read,
});

/**
 * For a file whose tests only read: each cached read runs once per key and arguments, as in a
 * server where nothing expires it (a file that writes needs `uncachedNextCache`).
 */
export const keptNextCache = () => {
  const kept = new Map<string, unknown>();
  return {
    ...jest.requireActual<object>("next/cache"),
    unstable_cache:
      <A extends unknown[], R>(read: (...args: A) => R, keyParts: string[] = []) =>
      (...args: A): R => {
        const key = JSON.stringify([keyParts, args]);
        if (!kept.has(key)) kept.set(key, read(...args));
        return kept.get(key) as R;
      },
  };
};
