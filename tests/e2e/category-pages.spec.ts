import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { DEMO_PATH } from "./support/parts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/cache/public-page-headers";
import { demoAdmin } from "./support/accounts";
import { bearerOf, type Auth } from "./support/api";

// The category landing pages (issue 35): server HTML with plain links, reached from a part's
// breadcrumb; later pages at their own path (`…/page/N`), each cached whole; the old `?page=N`
// addresses moved there; an unknown category or page is the 404 page.

const PAGE_SIZE = 24;
// The demo data has no category with a second page: the tests give Ignition Coils one.
const PAGED = "/categories/ignition/coils";

let admin: Auth;
const made: string[] = [];
let pageCount = 0;

test.beforeAll(async ({ playwright, baseURL, request }) => {
  admin = await bearerOf(playwright, baseURL!, demoAdmin);
  const html = await (await request.get(PAGED)).text();
  const total = Number(html.match(/data-testid="category-count">(\d+) part/)?.[1] ?? 0);
  for (let count = total; count <= PAGE_SIZE; count += 1) {
    const created = await request.post("/api/parts", {
      headers: admin,
      data: {
        productName: `Paging Coil ${count} ${Date.now()}`,
        category: "Ignition › Coils",
        availableQty: 100,
        orderQty: 10,
        price: 1.5,
        productDescription: "Made by the category-pages test.",
        image: "/images/parts/air-filter.svg",
      },
    });
    expect(created.status()).toBe(201);
    made.push(((await created.json()) as { insertedId: string }).insertedId);
  }
  pageCount = Math.ceil(Math.max(total, PAGE_SIZE + 1) / PAGE_SIZE);
});

test.afterAll(async ({ request }) => {
  for (const id of made) await request.delete(`/api/parts/${id}`, { headers: admin });
});

/** Where a redirect leads; Next.js may repeat the header on a first render, the copies agree. */
const locationOf = (headers: Record<string, string>) => [...new Set(headers.location?.split(", "))];

test("Brake Pads lists pad sets only; a brand is a plain link to the finder", async ({ page }) => {
  const response = await page.goto("/categories/brakes/pads");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Brake Pads | Redline Parts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brake Pads");
  const names = page.getByTestId("part-card").getByRole("heading", { level: 3 });
  await expect(names.first()).toBeVisible();
  for (const name of await names.allTextContents()) expect(name).toMatch(/Brake Pad/);
  await page.getByTestId("category-brands").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/allParts\?category=Brakes\+%E2%80%BA\+Pads&brand=/);
});

/** The page at this path is served from Next's cache within a few requests. */
async function expectCacheHit(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { timeout: 5_000 })
    .toBe("HIT");
}

test("the pager leads to a later page at its path, with its canonical and list positions", async ({
  page,
  baseURL,
}) => {
  await page.goto(PAGED);
  await page.getByRole("link", { name: "Next", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}${PAGED}/page/2`);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Previous" })).toHaveAttribute("href", PAGED);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}${PAGED}/page/2`,
  );
  const lists = await page.locator('script[type="application/ld+json"]').allTextContents();
  const itemList = lists
    .map(
      (text) => JSON.parse(text) as { "@type": string; itemListElement?: { position: number }[] },
    )
    .find((data) => data["@type"] === "ItemList");
  expect(itemList?.itemListElement?.[0]?.position).toBe(PAGE_SIZE + 1);
});

test("a later page is cached whole: the public Cache-Control, and the second answer a cache hit", async ({
  request,
}) => {
  const first = await request.get(`${PAGED}/page/2`);
  expect(first.status()).toBe(200);
  expect(first.headers()["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  expect(await first.text()).not.toContain("?page=");
  // Asked again, it comes from the cache. Polled: a write elsewhere (the server's jobs run beside
  // the suite) may expire the parts' tag between two requests, and the page is made again once.
  await expectCacheHit(request, `${PAGED}/page/2`);
});

test("page 1 in the path and the old ?page=N addresses move permanently, with no query", async ({
  request,
}) => {
  for (const [asked, target] of [
    [`${PAGED}/page/1`, PAGED],
    [`${PAGED}?page=1`, PAGED],
    [`${PAGED}?page=2`, `${PAGED}/page/2`],
    [`${PAGED}?utm_source=mail&page=2`, `${PAGED}/page/2`],
  ]) {
    const response = await request.get(asked!, { maxRedirects: 0 });
    expect([asked, response.status()]).toEqual([asked, 308]);
    expect([asked, locationOf(response.headers())]).toEqual([asked, [target]]);
  }
});

test("an unknown category or page is the 404 page", async ({ page }) => {
  for (const asked of [
    "/categories/nope",
    `${PAGED}/page/0`,
    `${PAGED}/page/abc`,
    `${PAGED}/page/${pageCount + 1}`,
    `${PAGED}?page=abc`,
  ]) {
    const response = await page.goto(asked);
    expect([asked, response?.status()]).toEqual([asked, 404]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

test("the cached later page goes with the parts that made it", async ({ request }) => {
  await expectCacheHit(request, `${PAGED}/page/2`);
  while (made.length > 0) {
    const id = made.pop()!;
    expect((await request.delete(`/api/parts/${id}`, { headers: admin })).ok()).toBe(true);
  }
  expect((await request.get(`${PAGED}/page/2`)).status()).toBe(404);
});

test("a part's breadcrumb leads back to its category page", async ({ page }) => {
  await page.goto(DEMO_PATH);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await crumbs.getByRole("link", { name: "Brake Pads" }).click();
  await expect(page).toHaveURL(/\/categories\/brakes\/pads$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brake Pads");
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Brakes" })
    .click();
  await expect(page).toHaveURL(/\/categories\/brakes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brakes");
});
