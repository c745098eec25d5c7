import "server-only";
import {
  countParts,
  listBlogs,
  listPartLinks,
  listParts,
  type PartLink,
} from "@/lib/services/catalog";
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

const partEntries = (siteUrl: string, parts: PartLink[]): SitemapEntry[] =>
  parts.map((part) => ({
    loc: `${siteUrl}${part.url}`,
    lastmod: part.createdAt,
    images: [new URL(part.image, siteUrl).toString()],
  }));

/** `/sitemap.xml`: every public URL, or the index of the files they are split into. */
export async function sitemapDocument(siteUrl: string, maxUrls = SITEMAP_URLS_MAX) {
  const [pages, parts] = await Promise.all([pageEntries(siteUrl), countParts()]);
  const files = sitemapFiles(pages.length, parts, maxUrls);
  if (files) return sitemapIndexXml(files.map((file) => `${siteUrl}${sitemapFilePath(file)}`));
  return urlsetXml([...pages, ...partEntries(siteUrl, await listPartLinks(0, maxUrls))]);
}

/** A file of the split sitemap (`pages.xml`, `parts-2.xml`), or null if there is no such file. */
export async function sitemapFileDocument(
  siteUrl: string,
  name: string,
  maxUrls = SITEMAP_URLS_MAX,
): Promise<string | null> {
  const [pages, parts] = await Promise.all([pageEntries(siteUrl), countParts()]);
  const file = sitemapFileNamed(name, pages.length, parts, maxUrls);
  if (!file) return null;
  if (file.kind === "pages") return urlsetXml(pages);
  const stretch = await listPartLinks((file.page - 1) * maxUrls, maxUrls);
  return urlsetXml(partEntries(siteUrl, stretch));
}
