/** The most URLs one sitemap file may list (the sitemaps protocol's limit, Google's too). */
export const SITEMAP_URLS_MAX = 50_000;

/** How many files of `size` URLs hold `total` URLs. */
export const chunkCount = (total: number, size: number) => Math.ceil(total / size);

/** How many URLs of each kind the sitemap lists. */
export interface SitemapCounts {
  pages: number;
  parts: number;
  vehicles: number;
  vehicleCategories: number;
}

/**
 * The kinds of URL listed in stretches of numbered files: parts' pages, vehicles' landing pages
 * and vehicle × category pages.
 */
type Stretched = "parts" | "vehicles" | "vehicleCategories";

const STRETCH_FILE_NAMES: Record<Stretched, string> = {
  parts: "parts",
  vehicles: "vehicles",
  vehicleCategories: "vehicle-categories",
};

/** A file of a split sitemap: the site's own pages and posts, or one stretch of a kind. */
export type SitemapFile = { kind: "pages" } | { kind: Stretched; page: number };

const fileName = (file: SitemapFile) =>
  file.kind === "pages" ? "pages" : `${STRETCH_FILE_NAMES[file.kind]}-${file.page}`;

/** Where a file of a split sitemap is served. */
export const sitemapFilePath = (file: SitemapFile) => `/sitemaps/${fileName(file)}.xml`;

const stretches = (kind: Stretched, total: number, maxUrls: number): SitemapFile[] =>
  Array.from({ length: chunkCount(total, maxUrls) }, (_, index) => ({ kind, page: index + 1 }));

/**
 * How the sitemap is served: null when one file holds every URL (`/sitemap.xml` lists them),
 * else the files a sitemap index lists: the pages, then the parts `maxUrls` a file, oldest
 * first (a file keeps its parts as new ones are added), then the vehicles' landing pages, then
 * the vehicle × category pages.
 */
export function sitemapFiles(
  counts: SitemapCounts,
  maxUrls = SITEMAP_URLS_MAX,
): SitemapFile[] | null {
  if (counts.pages + counts.parts + counts.vehicles + counts.vehicleCategories <= maxUrls)
    return null;
  return [
    { kind: "pages" },
    ...stretches("parts", counts.parts, maxUrls),
    ...stretches("vehicles", counts.vehicles, maxUrls),
    ...stretches("vehicleCategories", counts.vehicleCategories, maxUrls),
  ];
}

/** The file a name under /sitemaps/ asks for, if the sitemap is split and has it. */
export function sitemapFileNamed(
  name: string,
  counts: SitemapCounts,
  maxUrls = SITEMAP_URLS_MAX,
): SitemapFile | null {
  const files = sitemapFiles(counts, maxUrls) ?? [];
  return files.find((file) => `${fileName(file)}.xml` === name) ?? null;
}
