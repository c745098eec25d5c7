import "server-only";
import type { PartJson } from "@/lib/contract/part";
import { listBlogs, listParts, listPartsPage } from "@/lib/services/catalog";
import { SITEMAP_URLS_MAX, sitemapFileNamed, sitemapFilePath, sitemapFiles } from "./sitemap-plan";
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from "./sitemap-xml";

const STATIC_PAGES = ["/", "/allParts", "/blogs", "/portfolio", "/contact"];

/** The site's own pages and every blog post. */
async function pageEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const [blogs, [newestPart]] = await Promise.all([listBlogs(), listParts("newest", 1)]);
  return [
    ...STATIC_PAGES.map((path) => ({
      loc: `${siteUrl}${path}`,
      // The shop changes when a part is added.
      ...(path === "/allParts" && newestPart ? { lastmod: newestPart.createdAt } : {}),
    })),
    ...blogs.map((blog) => ({
      loc: `${siteUrl}/blogDetails/${encodeURIComponent(blog._id)}`,
      lastmod: blog.createdAt,
    })),
  ];
}

const partEntries = (siteUrl: string, parts: PartJson[]): SitemapEntry[] =>
  parts.map((part) => ({
    loc: `${siteUrl}${part.url}`,
    lastmod: part.createdAt,
    images: [new URL(part.image, siteUrl).toString()],
  }));

/** How many parts there are, without reading them. */
const partCount = async () => (await listPartsPage("oldest", 1, 1)).total;

/** `/sitemap.xml`: every public URL, or the index of the files they are split into. */
export async function sitemapDocument(siteUrl: string, maxUrls = SITEMAP_URLS_MAX) {
  const [pages, parts] = await Promise.all([pageEntries(siteUrl), partCount()]);
  const files = sitemapFiles(pages.length, parts, maxUrls);
  if (files) return sitemapIndexXml(files.map((file) => `${siteUrl}${sitemapFilePath(file)}`));
  const { parts: everyPart } = await listPartsPage("oldest", 1, maxUrls);
  return urlsetXml([...pages, ...partEntries(siteUrl, everyPart)]);
}

/** A file of the split sitemap (`pages.xml`, `parts-2.xml`), or null if there is no such file. */
export async function sitemapFileDocument(
  siteUrl: string,
  name: string,
  maxUrls = SITEMAP_URLS_MAX,
): Promise<string | null> {
  const [pages, parts] = await Promise.all([pageEntries(siteUrl), partCount()]);
  const file = sitemapFileNamed(name, pages.length, parts, maxUrls);
  if (!file) return null;
  if (file.kind === "pages") return urlsetXml(pages);
  const stretch = await listPartsPage("oldest", file.page, maxUrls);
  return urlsetXml(partEntries(siteUrl, stretch.parts));
}
