/** @jest-environment node */
// The sitemap lists every part's page, and splits into an index of files once there are more
// URLs than one file may hold: here with files of 60 URLs, on the demo catalog and its blogs.
import { GET as getSitemap } from "@/app/sitemap.xml/route";
import { GET as getSitemapFile } from "@/app/sitemaps/[file]/route";
import { config } from "@/lib/config";
import { listParts } from "@/domains/catalog/server";
import { listBlogs } from "@/domains/content/server";
import { sitemapDocument, sitemapFileDocument } from "@/lib/seo/sitemap";
import { listVehiclePageLinks } from "@/domains/catalog/server/vehicle-page-links";
import { allCategoryPages, categoryPagePath } from "@/domains/catalog";
import { leavesOf } from "@/domains/catalog/server";
import { listVehicleCategoryLinks } from "@/domains/catalog/server/vehicle-category-links";

// The sitemap's survey is a cached read, kept as a server keeps it: these tests write nothing, and
// counting the vehicle × category pages again for every file (a second each on PGlite) took this
// file two minutes.
jest.mock("next/cache", () =>
  jest
    .requireActual<typeof import("../../helpers/next-cache")>("../../helpers/next-cache")
    .keptNextCache(),
);

const siteUrl = "https://shop.test";
// Small enough to split the demo's 142 parts and 338 vehicle pages into several files each, large
// enough to keep to ~25 files: each vehicle × category file is a query over every fitment row.
const FILE_SIZE = 120;
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

async function expectedUrls() {
  const [parts, blogs, vehicles, vehicleCategories] = await Promise.all([
    listParts("oldest"),
    listBlogs(),
    listVehiclePageLinks(0, 100_000),
    listVehicleCategoryLinks(0, 100_000),
  ]);
  return {
    parts: parts.map((part) => `${siteUrl}${part.url}`),
    // The vehicles' landing pages (tests/integration/fitment/vehicle-pages-sitemap.test.ts).
    vehicles: vehicles.map((link) => `${siteUrl}${link.path}`),
    // The vehicle × category pages (tests/integration/seo/vehicle-category-pages.test.ts).
    vehicleCategories: vehicleCategories.map((link) => `${siteUrl}${link.path}`),
    pages: [
      ...["/", "/allParts", "/categories", "/blogs", "/portfolio", "/contact"].map(
        (path) => `${siteUrl}${path}`,
      ),
      // The category pages with a part (tests/integration/seo/category-pages.test.ts).
      ...allCategoryPages()
        .filter((category) => parts.some((part) => leavesOf(category).includes(part.category)))
        .map((category) => `${siteUrl}${categoryPagePath(category)}`),
      ...blogs.map((blog) => `${siteUrl}/blogDetails/${encodeURIComponent(blog._id)}`),
    ],
  };
}

test("one sitemap lists the pages, the posts and every part's page with its image", async () => {
  const { pages, parts, vehicles, vehicleCategories } = await expectedUrls();
  expect(parts.length).toBeGreaterThan(FILE_SIZE);
  expect(vehicleCategories.length).toBeGreaterThan(0);
  const xml = await sitemapDocument(siteUrl);
  expect(xml).toContain("<urlset ");
  expect(locsOf(xml)).toEqual([...pages, ...parts, ...vehicles, ...vehicleCategories]);
  const [oldest] = await listParts("oldest", 1);
  expect(xml).toContain(
    `<loc>${siteUrl}${oldest!.url}</loc>\n<lastmod>${oldest!.createdAt}</lastmod>\n<image:image><image:loc>${new URL(oldest!.image, siteUrl)}</image:loc></image:image>`,
  );
});

test("past the file size, /sitemap.xml is an index of files that hold every URL once", async () => {
  const { pages, parts, vehicles, vehicleCategories } = await expectedUrls();
  const index = await sitemapDocument(siteUrl, FILE_SIZE);
  expect(index).toContain("<sitemapindex ");
  const partFiles = Math.ceil(parts.length / FILE_SIZE);
  const vehicleFiles = Math.ceil(vehicles.length / FILE_SIZE);
  const vehicleCategoryFiles = Math.ceil(vehicleCategories.length / FILE_SIZE);
  const files = [
    "pages.xml",
    ...Array.from({ length: partFiles }, (_, i) => `parts-${i + 1}.xml`),
    ...Array.from({ length: vehicleFiles }, (_, i) => `vehicles-${i + 1}.xml`),
    ...Array.from({ length: vehicleCategoryFiles }, (_, i) => `vehicle-categories-${i + 1}.xml`),
  ];
  expect(locsOf(index)).toEqual(files.map((file) => `${siteUrl}/sitemaps/${file}`));

  // A few files at a time, as crawlers fetch them: hundreds at once would wait on the server
  // database's connection pool longer than its connect timeout.
  const documents: (string | null)[] = [];
  for (let start = 0; start < files.length; start += 8)
    documents.push(
      ...(await Promise.all(
        files.slice(start, start + 8).map((file) => sitemapFileDocument(siteUrl, file, FILE_SIZE)),
      )),
    );
  const [pagesXml, ...stretchXml] = documents;
  expect(locsOf(pagesXml!)).toEqual(pages);
  for (const xml of stretchXml) expect(locsOf(xml!).length).toBeLessThanOrEqual(FILE_SIZE);
  expect(stretchXml.flatMap((xml) => locsOf(xml!))).toEqual([
    ...parts,
    ...vehicles,
    ...vehicleCategories,
  ]);

  for (const missing of [`parts-${partFiles + 1}.xml`, "parts-0.xml", "secrets.xml"]) {
    expect(await sitemapFileDocument(siteUrl, missing, FILE_SIZE)).toBeNull();
  }
});

test("the routes answer XML, and a file the sitemap does not have is a 404", async () => {
  const response = await getSitemap();
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(response.headers.get("cache-control")).toMatch(/^public, /);
  const xml = await response.text();
  const [newest] = await listParts("newest", 1);
  expect(locsOf(xml)).toContain(`${config().siteUrl}${newest!.url}`);

  // The demo catalog fits in one sitemap: no split files are served.
  const file = await getSitemapFile(new Request(`${config().siteUrl}/sitemaps/pages.xml`), {
    params: Promise.resolve({ file: "pages.xml" }),
  });
  expect(file.status).toBe(404);
});
