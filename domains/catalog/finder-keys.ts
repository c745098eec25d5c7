// No imports: next.config reads this list when the server starts.
/**
 * The query parameters of the shop's search: any of them makes `/allParts` the search page
 * (next.config rewrites on them); the shop's cached pages ignore every other (request-log.ts).
 */
export const FINDER_KEYS = [
  "q",
  "category",
  "brand",
  "minPrice",
  "maxPrice",
  "inStock",
  "sort",
  "vehicle",
  "asTyped",
] as const;
