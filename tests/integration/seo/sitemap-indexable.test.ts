/** @jest-environment node */
// The sitemap lists only indexable pages (issue 35): no query string, no finder search or
// filter, no noindex vehicle page (universal parts only), no retired part; each URL dated
// from its data where the data has a date. On the demo catalog.
import { eq } from "drizzle-orm";
import { finderIndexing } from "@/domains/catalog";
import { parseVehicleCategoryPageParams, parseVehiclePageParams } from "@/domains/catalog";
import { listParts } from "@/domains/catalog/server";
import { findVehiclePage } from "@/domains/catalog/server/vehicle-pages";
import { findVehicleCategoryPage } from "@/domains/catalog/server/vehicle-category-pages";
import { listBlogs } from "@/domains/content/server";
import { getDb } from "@/lib/db";
import { sitemapDocument } from "@/lib/seo/sitemap";
import { parts } from "@/models";

// The sitemap's survey is a cached read: here it runs its queries every time.
jest.mock("next/cache", () =>
  jest
    .requireActual<typeof import("../../helpers/next-cache")>("../../helpers/next-cache")
    .uncachedNextCache(),
);

const siteUrl = "https://shop.test";

/** Each <url> of the document: its address and its date, if any. */
const urlsOf = (xml: string) =>
  [...xml.matchAll(/<url>\n<loc>([^<]+)<\/loc>\n(?:<lastmod>([^<]+)<\/lastmod>\n)?/g)].map(
    (match) => ({ loc: match[1]!, lastmod: match[2] }),
  );

let retiredUrl: string;

beforeAll(async () => {
  const [oldest] = await listParts("oldest", 1);
  retiredUrl = `${siteUrl}${oldest!.url}`;
  await (
    await getDb()
  )
    .update(parts)
    .set({ retiredAt: new Date() })
    .where(eq(parts.id, oldest!._id));
});

test("no URL has a query string, and the finder's are indexable by its rule", async () => {
  const urls = urlsOf(await sitemapDocument(siteUrl));
  expect(urls.length).toBeGreaterThan(100);
  for (const { loc } of urls) {
    expect(loc).not.toContain("?");
    const path = loc.slice(siteUrl.length);
    if (path.startsWith("/allParts"))
      expect(finderIndexing(path)).toEqual({ index: true, canonical: path });
  }
  expect(urls.map((url) => url.loc)).toContain(`${siteUrl}/allParts`);
});

/** Whether the vehicle page or vehicle × category page at this path has a part fitted. */
async function fittedAt(path: string): Promise<boolean> {
  const [make, model, year, group, leaf] = path.split("/").slice(2) as string[];
  if (group === undefined)
    return (await findVehiclePage(parseVehiclePageParams({ make, model, year })!)).fitted;
  const params = parseVehicleCategoryPageParams({
    make: make!,
    model: model!,
    year: year!,
    group,
    leaf,
  });
  return (await findVehicleCategoryPage(params!)).fitted;
}

test("no noindex page: every vehicle page listed has a part fitted, no retired part", async () => {
  const urls = urlsOf(await sitemapDocument(siteUrl)).map((url) => url.loc);
  expect(urls).not.toContain(retiredUrl);
  const vehiclePaths = urls
    .filter((loc) => loc.includes("/vehicles/"))
    .map((loc) => loc.slice(siteUrl.length));
  expect(vehiclePaths.some((path) => path.split("/").length === 5)).toBe(true);
  expect(vehiclePaths.some((path) => path.split("/").length === 6)).toBe(true);
  // A sample across the list: each a page that is indexed (see the pages' robots).
  const step = Math.max(1, Math.floor(vehiclePaths.length / 12));
  for (let index = 0; index < vehiclePaths.length; index += step)
    expect({ path: vehiclePaths[index], fitted: await fittedAt(vehiclePaths[index]!) }).toEqual({
      path: vehiclePaths[index],
      fitted: true,
    });
});

test("each URL with dated data carries its lastmod: parts, posts, the home, shop and blog", async () => {
  const urls = urlsOf(await sitemapDocument(siteUrl));
  const dateOf = (path: string) => urls.find((url) => url.loc === `${siteUrl}${path}`)?.lastmod;
  const [newest] = await listParts("newest", 1);
  expect(dateOf("/")).toBe(newest!.createdAt);
  expect(dateOf("/allParts")).toBe(newest!.createdAt);
  const blogs = await listBlogs();
  expect(dateOf("/blogs")).toBe(
    blogs
      .map((blog) => blog.createdAt)
      .sort()
      .at(-1),
  );
  for (const blog of blogs)
    expect(dateOf(`/blogDetails/${encodeURIComponent(blog._id)}`)).toBe(blog.createdAt);
  const partUrls = urls.filter((url) => url.loc.includes("/parts/"));
  expect(partUrls.length).toBeGreaterThan(100);
  for (const url of partUrls) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
});
