import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { SHOP_PAGE_SIZE } from "@/domains/catalog/public-queries";
import { test, expect } from "./fixtures";

// The parts finder on /allParts (issue 13). Counts depend on the demo catalog, so the tests
// compare the page with the API's answer for the same query instead of fixed numbers.

const summary = (page: Page) => page.getByTestId("finder-summary");
const cards = (page: Page) => page.getByTestId("part-card");
const cardNames = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allInnerTexts();
const filters = (page: Page) => page.getByTestId("finder-filters");

/** The prices on the cards, in dollars ("1,234.50$" → 1234.5). */
async function cardPrices(page: Page) {
  const texts = await cards(page).locator("dl dd:first-of-type").allInnerTexts();
  return texts.map((text) => Number(text.replace(/[$,\s]/g, "")));
}

const foundCount = async (page: Page) =>
  Number(/^(\d+) parts? found/.exec(await summary(page).innerText())?.[1] ?? Number.NaN);

test.describe("Parts finder (/allParts)", () => {
  test("a search from the navigation lands on /allParts?q=… with the results and their count", async ({
    page,
  }) => {
    await page.goto("/");
    const box = page.getByRole("search", { name: "Site search" });
    await box.getByLabel("Search parts").fill("brake pads");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/allParts\?q=brake\+pads$/);
    await expect(summary(page)).toHaveText(/^\d+ parts? found for “brake pads”/);
    expect(await foundCount(page)).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shop");
  });

  test("a part number in any spelling finds that part first; a typo still finds brake pads", async ({
    page,
  }) => {
    await page.goto("/allParts?q=bp1234");
    await expect(cards(page).first().getByRole("heading", { level: 3 })).toContainText(
      "Ceramic Front Brake Pad Set",
    );
    await page.goto("/allParts?q=brkae+pads");
    expect(await foundCount(page)).toBeGreaterThan(0);
    expect((await cardNames(page))[0]).toMatch(/brake pad/i);
  });

  test("filtering by a category and a brand puts both in the URL, and the parts match the API's", async ({
    page,
    request,
  }) => {
    await page.goto("/allParts");
    await filters(page)
      .getByRole("link", { name: /^Pads\s*\d+$/ })
      .click();
    await expect(page).toHaveURL(/[?&]category=Brakes\+%E2%80%BA\+Pads/);
    const brandLink = filters(page)
      .getByRole("region", { name: "Brand" })
      .getByRole("link")
      .first();
    const brand = (await brandLink.locator("span").first().innerText()).trim();
    await brandLink.click();
    await expect(page).toHaveURL(
      new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, "\\+")}`),
    );
    await expect(page.getByRole("link", { name: `Remove filter Brand: ${brand}` })).toBeVisible();

    const api = await request.get(
      `/api/parts?category=${encodeURIComponent("Brakes › Pads")}&brand=${encodeURIComponent(brand)}`,
    );
    const expected: { productName: string; category: string; brand: string }[] = await api.json();
    expect(expected.length).toBeGreaterThan(0);
    for (const part of expected) {
      expect(part.category).toBe("Brakes › Pads");
      expect(part.brand).toBe(brand);
    }
    expect(await foundCount(page)).toBe(Number(api.headers()["x-total-count"]));
    expect(
      (await cardNames(page)).map((name) => name.replace(/\s*(NEW|Out of stock)$/, "")),
    ).toEqual(expected.slice(0, SHOP_PAGE_SIZE).map((part) => part.productName));
  });

  test("sorting by price, low to high, lists the prices in order", async ({ page }) => {
    await page.goto("/allParts?category=Brakes");
    // The order applies when chosen (finder-screens.spec.ts checks the form without JavaScript).
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/category=Brakes&sort=price-asc/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("a chip removes its filter and keeps the others; Clear all goes back to the shop", async ({
    page,
  }) => {
    await page.goto("/allParts?q=brake&inStock=1");
    await page.getByRole("link", { name: "Remove filter In stock only" }).click();
    await expect(page).toHaveURL(/\/allParts\?q=brake$/);
    await expect(page.getByRole("link", { name: "Remove filter In stock only" })).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Active filters" })
      .getByRole("link", { name: "Clear all filters" })
      .click();
    await expect(page).toHaveURL(/\/allParts$/);
    await expect(summary(page)).toHaveText(/parts listed for bulk orders/);
  });

  test("the pages of a filtered list keep the filters", async ({ page }) => {
    await page.goto("/allParts?sort=price-asc");
    const pages = page.getByRole("navigation", { name: "Shop pages" });
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/allParts?sort=price-asc&page=2",
    );
    const lastOfFirst = (await cardPrices(page)).at(-1) ?? 0;
    await pages.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/allParts\?sort=price-asc&page=2$/);
    await expect(summary(page)).toContainText("page 2 of");
    expect((await cardPrices(page))[0]).toBeGreaterThanOrEqual(lastOfFirst);
  });

  test("nothing found shows what to try, categories to browse and a way to clear", async ({
    page,
  }) => {
    await page.goto("/allParts?q=zzzzqqq");
    const empty = page.getByTestId("finder-empty");
    await expect(empty.getByRole("heading", { level: 3 })).toHaveText(
      "No parts found for “zzzzqqq”",
    );
    await expect(empty).toContainText("Check the spelling");
    await expect(empty.getByRole("link", { name: "Brakes" })).toHaveAttribute(
      "href",
      "/allParts?category=Brakes",
    );
    await expect(empty.getByRole("link", { name: "Clear all filters" })).toHaveAttribute(
      "href",
      "/allParts",
    );
    await expect(cards(page)).toHaveCount(0);
  });

  test("a bad parameter is named on the page, with no results and no server error", async ({
    page,
  }) => {
    const response = await page.goto("/allParts?minPrice=abc");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("finder-error")).toContainText("minPrice must be an amount");
    await expect(cards(page)).toHaveCount(0);
  });

  test("on a phone the filters open in a drawer", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/allParts?q=brake");
    await expect(filters(page)).toBeHidden();
    await page.getByTestId("filters-button").click();
    await expect(filters(page)).toBeVisible();
    await filters(page)
      .getByRole("link", { name: /^Brakes\s*\d+$/ })
      .click();
    await expect(page).toHaveURL(/\/allParts\?q=brake&category=Brakes$/);
  });

  test("typing suggests parts by number and name; Enter or a click opens the part", async ({
    page,
  }) => {
    await page.goto("/allParts");
    const input = page.locator("#nav-search");
    await input.click();
    await input.pressSequentially("bp1234", { delay: 40 });
    const list = page.getByRole("listbox", { name: "Suggested parts" }).first();
    const option = list.getByRole("option").first();
    await expect(option).toContainText("BP-1234");
    await expect(option).toContainText("Ceramic Front Brake Pad Set");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await input.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/parts\/bp-1234-ceramic-front-brake-pad-set$/);

    await page.goto("/allParts");
    await input.click();
    await input.pressSequentially("brake pad", { delay: 40 });
    await expect(list.getByRole("option").first()).toBeVisible();
    await input.press("Escape");
    await expect(list).toBeHidden();
    await input.press("Space");
    await input.press("Backspace");
    await expect(list.getByRole("option").first()).toBeVisible();
    await list.getByRole("option").first().click();
    await expect(page).toHaveURL(/\/parts\/[a-z0-9-]+$/);
  });

  test("without JavaScript, searching and filtering still work", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/allParts");
    const box = page.getByRole("search", { name: "Search the shop" });
    await box.getByLabel("Search parts").fill("brake");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/allParts\?q=brake$/);
    expect(await foundCount(page)).toBeGreaterThan(0);
    await filters(page)
      .getByRole("link", { name: /^In stock only$/ })
      .click();
    await expect(page).toHaveURL(/\/allParts\?q=brake&inStock=1$/);
    await expect(page.getByRole("link", { name: "Remove filter In stock only" })).toBeVisible();
    await page.getByLabel("Min").fill("10");
    await page.getByRole("button", { name: "Apply price" }).click();
    await expect(page).toHaveURL(/q=brake&inStock=1&minPrice=10&maxPrice=$/);
    for (const price of await cardPrices(page)) expect(price).toBeGreaterThanOrEqual(10);
    await context.close();
  });

  test("a search page is not kept by a shared cache for long", async ({ request }) => {
    const response = await request.get("/allParts?q=brake");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).not.toMatch(/max-age=31536000|s-maxage=31536000/);
    expect(response.headers()["cache-control"]).toMatch(/private|no-store|s-maxage=60\b/);
  });

  for (const path of ["/allParts?q=brake", "/allParts?category=Filters&brand=Bosch&inStock=1"])
    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => ({
          id: violation.id,
          targets: violation.nodes.map((node) => node.target),
        }));
      expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
    });
});
