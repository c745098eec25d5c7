import "server-only";
import { countParts, listPartLinks, listParts, type PartLink } from "@/domains/catalog/server";
import { listBlogs } from "@/domains/content/server";
import {
  countVehicleCategoryPages,
  countVehiclePages,
  listVehicleCategoryLinks,
  listVehiclePageLinks,
  type VehicleCategoryLink,
  type VehiclePageLink,
} from "@/domains/catalog/server";
import { SITEMAP_FINDER_PATHS } from "@/domains/catalog";
import { cachedRead } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import {
  SITEMAP_URLS_MAX,
  sitemapFileNamed,
  sitemapFilePath,
  sitemapFiles,
  type SitemapCounts,
} from "./sitemap-plan";
import { sitemapIndexXml, urlsetXml, type SitemapEntry } from "./sitemap-xml";
import { categoryEntries } from "./category-sitemap";

// The finder's indexable addresses without a query (finder-indexing.ts): no search or filter.
const STATIC_PAGES = [
  "/",
  ...SITEMAP_FINDER_PATHS,
  "/categories",
  "/blogs",
  "/portfolio",
  "/contact",
];

/**
 * The site's own pages, the category pages and every blog post. A page's date is its newest
 * row's: the home page and the shop change when a part is added, the blog when a post is. Portfolio
 * and contact have no dated rows: no date rather than a wrong one.
 */
async function pageEntries(siteUrl: string): Promise<SitemapEntry[]> {
  const [blogs, [newestPart], categories] = await Promise.all([
    listBlogs(),
    listParts("newest", 1),
    categoryEntries(siteUrl),
  ]);
  const newestBlog = blogs
    .map((blog) => blog.createdAt)
    .sort()
    .at(-1);
  const lastmodOf: Record<string, string | undefined> = {
    "/": newestPart?.createdAt,
    ...Object.fromEntries(SITEMAP_FINDER_PATHS.map((path) => [path, newestPart?.createdAt])),
    "/blogs": newestBlog,
  };
  return [
    ...STATIC_PAGES.map((path) => {
      const lastmod = lastmodOf[path];
      return { loc: `${siteUrl}${path}`, ...(lastmod ? { lastmod } : {}) };
    }),
    ...categories,
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

const vehicleEntries = (siteUrl: string, links: VehiclePageLink[]): SitemapEntry[] =>
  links.map(({ path, lastmod }) => ({ loc: `${siteUrl}${path}`, ...(lastmod ? { lastmod } : {}) }));

const vehicleCategoryEntries = (siteUrl: string, links: VehicleCategoryLink[]): SitemapEntry[] =>
  links.map((link) => ({ loc: `${siteUrl}${link.path}`, lastmod: link.lastmod }));

interface Survey {
  pages: SitemapEntry[];
  counts: SitemapCounts;
}

/** The site's own pages, and how many URLs of each kind the sitemap lists. */
async function takeSurvey(siteUrl: string): Promise<Survey> {
  const [pages, parts, vehicles, vehicleCategories] = await Promise.all([
    pageEntries(siteUrl),
    countParts(),
    countVehiclePages(),
    countVehicleCategoryPages(),
  ]);
  return { pages, counts: { pages: pages.length, parts, vehicles, vehicleCategories } };
}

// Every sitemap request needs the survey, and counting the vehicle × category pages joins every
// fitment row (about a second at 600,000 rows): kept until a part, a fitment or a post changes.
const survey = cachedRead("sitemap-survey", takeSurvey, {
  tags: [CACHE_TAGS.parts, CACHE_TAGS.fitment, CACHE_TAGS.blogs],
});

/** `/sitemap.xml`: every public URL, or the index of the files they are split into. */
export async function sitemapDocument(siteUrl: string, maxUrls = SITEMAP_URLS_MAX) {
  const { pages, counts } = await survey(siteUrl);
  const files = sitemapFiles(counts, maxUrls);
  if (files) return sitemapIndexXml(files.map((file) => `${siteUrl}${sitemapFilePath(file)}`));
  const [parts, vehicles, vehicleCategories] = await Promise.all([
    listPartLinks(0, maxUrls),
    listVehiclePageLinks(0, maxUrls),
    listVehicleCategoryLinks(0, maxUrls),
  ]);
  return urlsetXml([
    ...pages,
    ...partEntries(siteUrl, parts),
    ...vehicleEntries(siteUrl, vehicles),
    ...vehicleCategoryEntries(siteUrl, vehicleCategories),
  ]);
}

/**
 * A file of the split sitemap (`pages.xml`, `parts-2.xml`, `vehicles-1.xml`,
 * `vehicle-categories-1.xml`), or null if there is no such file.
 */
export async function sitemapFileDocument(
  siteUrl: string,
  name: string,
  maxUrls = SITEMAP_URLS_MAX,
): Promise<string | null> {
  const { pages, counts } = await survey(siteUrl);
  const file = sitemapFileNamed(name, counts, maxUrls);
  if (!file) return null;
  if (file.kind === "pages") return urlsetXml(pages);
  const offset = (file.page - 1) * maxUrls;
  if (file.kind === "vehicles")
    return urlsetXml(vehicleEntries(siteUrl, await listVehiclePageLinks(offset, maxUrls)));
  if (file.kind === "vehicleCategories")
    return urlsetXml(
      vehicleCategoryEntries(siteUrl, await listVehicleCategoryLinks(offset, maxUrls)),
    );
  return urlsetXml(partEntries(siteUrl, await listPartLinks(offset, maxUrls)));
}
