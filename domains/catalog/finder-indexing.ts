import { FINDER_KEYS } from "./finder-keys";

/**
 * Which finder addresses search engines may index, and their canonical: the one rule that the
 * finder's metadata, the sitemap and robots.txt read (issue 35).
 *
 * - Indexable: the shop's own list, `/allParts`, and its plain pages, `/allParts?page=N` (each
 *   its own canonical; a sitemap lists no query string, so it has `/allParts` only).
 * - Everything else is `noindex, follow`: a search (`q`) and every filter (category, brand,
 *   vehicle, price, in stock) or order. Their combinations run to millions of near-duplicates;
 *   the category and vehicle pages are the indexable pages for those things.
 * - Sort, price, in stock and page size only reorder or narrow a listing: the canonical drops
 *   them (and any parameter that is not the finder's).
 */

const FINDER_PATH = "/allParts";

/** Parameters that reorder or narrow a listing without naming another: the canonical drops them. */
// A page size (`limit`) or any other parameter that is not the finder's is dropped too.
const REFINING_KEYS: readonly string[] = ["sort", "minPrice", "maxPrice", "inStock"];

/**
 * Parameters no indexable finder address carries, now or later: robots.txt keeps crawlers out.
 * Category and vehicle stay crawlable (noindex, follow): their pages link to every part, and
 * the category pages to come take over their addresses.
 */
const UNCRAWLED_FINDER_KEYS = [
  "q",
  "asTyped",
  "brand",
  "minPrice",
  "maxPrice",
  "inStock",
  "sort",
] as const;

export interface FinderIndexing {
  /** Whether search engines may index the address (else `noindex, follow`). */
  index: boolean;
  /** The address's canonical path and query. */
  canonical: string;
}

const isFinderKey = (key: string) => (FINDER_KEYS as readonly string[]).includes(key);
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/** The rule for one finder address: its path and query, e.g. "/allParts?q=pads&sort=name". */
export function finderIndexing(href: string): FinderIndexing {
  const query = new URL(href, "http://finder.invalid").searchParams;
  const kept = [...query].filter(([key]) => isFinderKey(key) && !REFINING_KEYS.includes(key));
  const page = query.get("page");
  if (page && PAGE_NUMBER.test(page) && page !== "1") kept.push(["page", page]);
  const search = new URLSearchParams(kept).toString();
  return {
    index: ![...query.keys()].some(isFinderKey),
    canonical: search ? `${FINDER_PATH}?${search}` : FINDER_PATH,
  };
}

/** The finder's addresses a sitemap lists: indexable and without a query (its pages link on). */
export const SITEMAP_FINDER_PATHS = [FINDER_PATH];

/**
 * robots.txt's lines for the finder: every address with an uncrawled parameter (first or
 * later in the query), and the paths the finder's queries are rewritten to, which no link names.
 */
export const FINDER_ROBOTS_DISALLOW = [
  ...UNCRAWLED_FINDER_KEYS.flatMap((key) => [`${FINDER_PATH}?${key}=`, `${FINDER_PATH}?*&${key}=`]),
  `${FINDER_PATH}/search`,
  `${FINDER_PATH}/page/`,
];
