/** The most URLs one sitemap file may list (the sitemaps protocol's limit, Google's too). */
export const SITEMAP_URLS_MAX = 50_000;

/** How many files of `size` URLs hold `total` URLs. */
export const chunkCount = (total: number, size: number) => Math.ceil(total / size);

/** A file of a split sitemap: the site's own pages and posts, or one stretch of the parts. */
export type SitemapFile = { kind: "pages" } | { kind: "parts"; page: number };

const fileName = (file: SitemapFile) => (file.kind === "pages" ? "pages" : `parts-${file.page}`);

/** Where a file of a split sitemap is served. */
export const sitemapFilePath = (file: SitemapFile) => `/sitemaps/${fileName(file)}.xml`;

/**
 * How the sitemap is served: null when one file holds every URL (`/sitemap.xml` lists them),
 * else the files a sitemap index lists: the pages, then the parts `maxUrls` a file, oldest
 * first, so a file keeps its parts as new ones are added.
 */
export function sitemapFiles(
  pageCount: number,
  partCount: number,
  maxUrls = SITEMAP_URLS_MAX,
): SitemapFile[] | null {
  if (pageCount + partCount <= maxUrls) return null;
  const partFiles = Array.from({ length: chunkCount(partCount, maxUrls) }, (_, index) => ({
    kind: "parts" as const,
    page: index + 1,
  }));
  return [{ kind: "pages" }, ...partFiles];
}

/** The file a name under /sitemaps/ asks for, if the sitemap is split and has it. */
export function sitemapFileNamed(
  name: string,
  pageCount: number,
  partCount: number,
  maxUrls = SITEMAP_URLS_MAX,
): SitemapFile | null {
  const files = sitemapFiles(pageCount, partCount, maxUrls) ?? [];
  return files.find((file) => `${fileName(file)}.xml` === name) ?? null;
}
