import { test, expect } from "./fixtures";
import { decodeHtml, publicPages } from "./data";
import { DEMO_PATH } from "./support/parts";
import { jsonLdBlocks } from "../helpers/json-ld";
import { demoAdmin } from "./support/accounts";
import { bearerOf } from "./support/api";

type ApiBlog = { _id: string; title: string };

/** The server HTML's canonical address and robots meta (absent: indexable). */
function indexingOf(html: string) {
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  const robots = /<meta name="robots" content="([^"]+)"/.exec(html)?.[1];
  return { canonical: canonical && decodeHtml(canonical), robots };
}

test.describe("SEO", () => {
  test("robots.txt allows crawling and points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("sitemap.xml lists the public pages and every blog post", async ({ request, baseURL }) => {
    const blogs: ApiBlog[] = await (await request.get("/api/blogs")).json();
    expect(blogs.length).toBe(6);
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = [
      ...publicPages.map((page) => `${baseURL}${page.path}`),
      ...blogs.map((blog) => `${baseURL}/blogDetails/${encodeURIComponent(blog._id)}`),
    ];
    for (const url of expected) expect(locs, url).toContain(url);
  });

  const detailPage = { path: "", title: "" };
  test.beforeAll(async ({ request }) => {
    const [blog]: ApiBlog[] = await (await request.get("/api/blogs")).json();
    if (!blog) throw new Error("no demo blog");
    detailPage.path = `/blogDetails/${encodeURIComponent(blog._id)}`;
    detailPage.title = `${blog.title} | Redline Parts`;
  });

  for (const which of [...publicPages.map((page) => page.path), "blog detail"]) {
    test(`${which} has a description, canonical URL and og:title in its server HTML`, async ({
      request,
      page,
      baseURL,
    }) => {
      const path = which === "blog detail" ? detailPage.path : which;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path === "/" ? "" : path}`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);

      await page.goto(path);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
        "content",
        /\S{20,}|.{20,}/,
      );
      const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "", baseURL).pathname).toBe(path);
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute("content", /\S/);
    });
  }

  test("the home page carries Organization JSON-LD", async ({ request, baseURL }) => {
    const html = await (await request.get("/")).text();
    const organization = jsonLdBlocks(html).find((block) => block["@type"] === "Organization");
    expect(organization, "Organization JSON-LD").toBeDefined();
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Redline Parts",
      url: baseURL,
    });
    expect(organization?.foundingDate).toBe("1992");
  });

  test("the 404 page asks not to be indexed", async ({ request }) => {
    const response = await request.get("/this-page-does-not-exist");
    expect(response.status()).toBe(404);
    expect(await response.text()).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  // One indexable address per thing (issue 35; domains/catalog/finder-indexing.ts).
  test("the shop and its plain pages are indexable, each its own canonical", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/allParts", "/allParts?page=2", "/allParts?utm_source=mail"]) {
      const html = await (await request.get(path)).text();
      const canonical = path.includes("page=2") ? path : "/allParts";
      expect(indexingOf(html), path).toEqual({ canonical: `${baseURL}${canonical}` });
    }
  });

  for (const [path, canonical] of [
    ["/allParts?q=brake+pads", "/allParts?q=brake+pads"],
    ["/allParts?q=brake+pads&sort=price-asc", "/allParts?q=brake+pads"],
    [
      "/allParts?category=Brakes&brand=Bosch&sort=price-asc",
      "/allParts?category=Brakes&brand=Bosch",
    ],
    ["/allParts?minPrice=10&maxPrice=20", "/allParts"],
    ["/allParts?inStock=1&sort=name&page=2", "/allParts?page=2"],
  ]) {
    test(`${path} is noindex, follow, its canonical ${canonical}`, async ({ request, baseURL }) => {
      const html = await (await request.get(path!)).text();
      expect(indexingOf(html)).toEqual({
        canonical: `${baseURL}${canonical}`,
        robots: "noindex, follow",
      });
    });
  }

  test("a query string makes no new canonical on part and vehicle pages", async ({
    request,
    baseURL,
  }) => {
    for (const path of [DEMO_PATH, "/vehicles/ford/f-150/2019"]) {
      const html = await (await request.get(`${path}?sort=price-asc&q=x&utm_source=mail`)).text();
      expect(indexingOf(html), path).toEqual({ canonical: `${baseURL}${path}` });
    }
  });

  test("robots.txt keeps crawlers out of searches, orders, brands, prices and stock", async ({
    request,
  }) => {
    const text = await (await request.get("/robots.txt")).text();
    for (const key of ["q", "asTyped", "brand", "minPrice", "maxPrice", "inStock", "sort"]) {
      expect(text).toContain(`Disallow: /allParts?${key}=`);
      expect(text).toContain(`Disallow: /allParts?*&${key}=`);
    }
    expect(text).not.toContain("Disallow: /allParts?category=");
  });

  test("the sitemap lists no address with a query string", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(100);
    expect(locs.filter((loc) => loc.includes("?"))).toEqual([]);
  });

  test("the sitemap is renewed when the catalog changes", async ({
    request,
    playwright,
    baseURL,
  }) => {
    // The sitemap's survey (its pages and counts) is kept in the data cache until a part, a
    // fitment or a post changes. The demo catalog has no brake hose: its page is left out.
    const hoses = `${baseURL}/categories/brakes/hoses`;
    const sitemapLocs = async () =>
      [...(await (await request.get("/sitemap.xml")).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (match) => match[1]!,
      );
    expect(await sitemapLocs()).not.toContain(hoses);
    expect(await sitemapLocs()).not.toContain(hoses);
    const admin = await bearerOf(playwright, baseURL!, demoAdmin);
    const created = await request.post("/api/parts", {
      headers: admin,
      data: {
        productName: `Sitemap Brake Hose ${Date.now()}`,
        category: "Brakes › Hoses",
        availableQty: 100,
        orderQty: 10,
        price: 4.5,
        productDescription: "Made by the sitemap test.",
        image: "/images/parts/air-filter.svg",
      },
    });
    expect(created.status()).toBe(201);
    const { insertedId } = (await created.json()) as { insertedId: string };
    try {
      expect(await sitemapLocs()).toContain(hoses);
    } finally {
      await request.delete(`/api/parts/${insertedId}`, { headers: admin });
    }
    expect(await sitemapLocs()).not.toContain(hoses);
  });

  test("the home page carries WebSite JSON-LD with a SearchAction on the shop", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get("/")).text();
    const site = jsonLdBlocks(html).find((block) => block["@type"] === "WebSite");
    expect(site).toMatchObject({
      url: baseURL,
      potentialAction: {
        "@type": "SearchAction",
        target: { urlTemplate: `${baseURL}/allParts?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    });
  });

  test("a part page carries its Product with merchant facts and a BreadcrumbList", async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get(DEMO_PATH)).text();
    const blocks = jsonLdBlocks(html);
    expect(blocks.find((block) => block["@type"] === "Product")).toMatchObject({
      url: `${baseURL}${DEMO_PATH}`,
      offers: {
        priceCurrency: "USD",
        hasMerchantReturnPolicy: { "@type": "MerchantReturnPolicy", merchantReturnDays: 30 },
        shippingDetails: expect.arrayContaining([
          expect.objectContaining({
            "@type": "OfferShippingDetails",
            shippingDestination: expect.objectContaining({ addressCountry: "US" }),
          }),
        ]),
      },
      isAccessoryOrSparePartFor: expect.arrayContaining([
        expect.objectContaining({ "@type": "Vehicle", model: "F-150" }),
      ]),
    });
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    const items = crumbs?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4]);
    expect(items[0]).toMatchObject({ name: "Home", item: `${baseURL}/` });
    expect(items.at(-1)).toMatchObject({ item: `${baseURL}${DEMO_PATH}` });
  });
});
