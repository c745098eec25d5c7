/**
 * Next's data cache lives in a Next.js server; a test calling a page's functions directly has
 * none, so its cached reads run their query every time. Use as
 * `jest.mock("next/cache", () => jest.requireActual("<path>/next-cache").uncachedNextCache())`.
 */
export const uncachedNextCache = () => ({
  ...jest.requireActual<object>("next/cache"),
  unstable_cache: <F>(read: F) => read,
});
