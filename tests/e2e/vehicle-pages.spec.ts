import { PUBLIC_PAGE_CACHE_CONTROL } from "@/lib/cache/public-page-headers";
import { test, expect } from "./fixtures";
import { axeInBothThemes } from "./support/axe-themes";

// Vehicle landing pages (issue 14): /vehicles/{make}/{model}/{year}, server-rendered and
// crawlable, on the demo data's 2019 Ford F-150 (BP-1234 fits the 2015–2020 F-150 at the front).

const F150_2019 = "/vehicles/ford/f-150/2019";
const DEMO_PADS = "Ceramic Front Brake Pad Set";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a landing page renders whole: title, heading, parts by category, links", async ({
    page,
  }) => {
    const response = await page.goto(F150_2019);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("2019 Ford F-150 Parts | Redline Parts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2019 Ford F-150 Parts");
    await expect(page.getByTestId("vehicle-page-summary")).toHaveText(
      /^\d+ parts? fit the 2019 Ford F-150/,
    );

    const groups = page.getByTestId("vehicle-part-group");
    expect(await groups.count()).toBeGreaterThan(0);
    const brakes = groups.filter({ has: page.getByRole("heading", { level: 2, name: /^Brakes/ }) });
    await expect(brakes.getByRole("heading", { level: 3, name: DEMO_PADS })).toBeVisible();
    // "See all" leads to the vehicle × group page, which lists every one of them.
    await expect(brakes.getByRole("link", { name: /^See all \d+ Brakes parts?$/ })).toHaveAttribute(
      "href",
      "/vehicles/ford/f-150/2019/brakes",
    );

    // Each group's heading carries its count; the cards are at most 8 of them.
    for (const group of await groups.all()) {
      const heading = await group.getByRole("heading", { level: 2 }).innerText();
      const count = Number(/\((\d+)\)/.exec(heading)?.[1]);
      const cards = await group.getByTestId("part-card").count();
      expect(cards).toBe(Math.min(count, 8));
    }

    const categories = page.getByRole("navigation", { name: "Shop by category" });
    const pads = new URL(
      (await categories.getByRole("link", { name: /^Pads/ }).getAttribute("href"))!,
      "http://x",
    );
    expect(pads.pathname).toBe("/allParts");
    expect(pads.searchParams.get("category")).toBe("Brakes › Pads");
    expect(pads.searchParams.get("vehicle")).toBeTruthy();
    const years = page.getByRole("navigation", { name: "Ford F-150 by year" });
    await expect(years.getByRole("link", { name: "2018 Ford F-150 parts" })).toHaveAttribute(
      "href",
      "/vehicles/ford/f-150/2018",
    );

    await years.getByRole("link", { name: "2020 Ford F-150 parts" }).click();
    await expect(page).toHaveURL("/vehicles/ford/f-150/2020");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2020 Ford F-150 Parts");
  });
});

test("the server HTML has the description, canonical URL and public Cache-Control", async ({
  request,
  baseURL,
}) => {
  const response = await request.get(F150_2019);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${baseURL}${F150_2019}"`);
  expect(html).toMatch(/<meta name="description" content="\d+ parts that fit the 2019 Ford F-150/);
  expect(html).not.toContain('name="robots"');
  expect(html).toContain(DEMO_PADS);
});

test("an unknown or malformed path is the shop's 404", async ({ page }) => {
  for (const path of [
    "/vehicles/nomake/f-150/2019",
    "/vehicles/ford/no-model/2019",
    "/vehicles/ford/f-150/1950",
    "/vehicles/ford/f-150/19",
    "/vehicles/ford/f-150/2019x",
    "/vehicles/ford/f_150/2019",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});

test("another case of the path moves permanently to the page", async ({ request }) => {
  const response = await request.get("/vehicles/Ford/F-150/2019", { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  // Next.js repeats the Location header on a page's first, uncached render; the copies agree.
  const copies = new Set(response.headers().location?.split(", "));
  expect([...copies]).toEqual([F150_2019]);
});

test("the sitemap lists the landing page", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain(`<loc>${baseURL}${F150_2019}</loc>`);
});

axeInBothThemes("a landing page", F150_2019);
