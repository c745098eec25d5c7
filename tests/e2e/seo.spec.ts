import { test, expect } from "./fixtures";
import { publicPages } from "./data";

type ApiBlog = { _id: string; title: string };

function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
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
});
