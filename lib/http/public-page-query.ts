import { PUBLIC_PAGE_SOURCES } from "@/lib/cache/public-page-headers";
import { FINDER_KEYS } from "@/domains/catalog";

/**
 * The query parameters a cached public page may be asked with: the shop's search and page
 * (next.config sends those to the search page or to a later page), and Next.js's own `_rsc`
 * (a client navigation's fetch). A cached page is rendered with the URL of the request that
 * missed the cache, and its router data keeps that URL for every later visitor: any other
 * parameter would be one visitor's text served to all.
 */
const FINDER_PARAMS = new Set([...FINDER_KEYS, "page", "_rsc"]);
// A category page reads no query: its old `?page=N` is kept only for the proxy, which redirects
// it to the page's own path (/categories/brakes/pads?page=2 → /categories/brakes/pads/page/2).
const CATEGORY_PAGE = /^\/categories\/[^/]+(?:\/[^/]+)?$/;
const REDIRECTED_PARAMS = new Set(["page", "_rsc"]);
const ALWAYS_KNOWN = new Set(["_rsc"]);

const knownKeys = (pathname: string) =>
  pathname === "/allParts"
    ? FINDER_PARAMS
    : CATEGORY_PAGE.test(pathname)
      ? REDIRECTED_PARAMS
      : ALWAYS_KNOWN;

// "/parts/:slug" → /^\/parts\/[^/]+$/
const CACHED_PATHS = PUBLIC_PAGE_SOURCES.map(
  (source) => new RegExp(`^${source.replace(/:[a-z]+/gi, "[^/]+")}$`),
);

const isCachedPage = (pathname: string) => CACHED_PATHS.some((path) => path.test(pathname));

/**
 * The request's URL (path and query, as a request line carries it) without the query
 * parameters its cached page does not know; null when it keeps them all (or is not a cached
 * page's). Each kept parameter stays as it was written, in its place.
 */
export function withoutUnknownParams(url: string): string | null {
  const at = url.indexOf("?");
  if (at < 0) return null;
  const pathname = url.slice(0, at);
  if (!isCachedPage(pathname)) return null;
  const known = knownKeys(pathname);
  const pairs = url.slice(at + 1).split("&");
  const kept = pairs.filter((pair) => {
    const key = pair.split("=")[0] ?? "";
    try {
      return known.has(decodeURIComponent(key.replace(/\+/g, " ")));
    } catch {
      return false;
    }
  });
  if (kept.length === pairs.length) return null;
  return kept.length > 0 ? `${pathname}?${kept.join("&")}` : pathname;
}
