/**
 * What a shared cache (a CDN in front of the shop) may do with the public pages. The server's
 * own cache is exact (a write expires its pages at once), a CDN's is not: it may keep a page
 * for a minute and serve it stale for five more while it fetches a fresh one, never for a year
 * (Next's default for pages without a revalidate time). Browsers always ask again.
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** The cached public pages (the spec's shop, blog and info pages, and every part's page). */
export const PUBLIC_PAGE_SOURCES = [
  "/",
  "/allParts",
  "/allParts/page/:page",
  "/blogs",
  "/blogDetails/:id",
  "/parts/:slug",
  "/vehicles/:make/:model/:year",
  "/categories",
  "/categories/:group",
  "/categories/:group/:leaf",
  "/categories/:group/page/:number",
  "/categories/:group/:leaf/page/:number",
  "/vehicles/:make/:model/:year/:group",
  "/vehicles/:make/:model/:year/:group/:leaf",
  "/vehicles/:make/:model/:year/:group/page/:number",
  "/vehicles/:make/:model/:year/:group/:leaf/page/:number",
  "/portfolio",
  "/contact",
  "/signUp",
];

/** next.config's header rules that set it. */
export const publicPageCacheRules = () =>
  PUBLIC_PAGE_SOURCES.map((source) => ({
    source,
    headers: [{ key: "Cache-Control", value: PUBLIC_PAGE_CACHE_CONTROL }],
  }));
