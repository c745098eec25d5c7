import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { allParts } from "./support/parts";

// What a walk through the shop found (issue 28), one defect a test: sorting on change (and
// without JavaScript), results for a chosen vehicle, the corrected search, the navigation's
// search with a vehicle, the cache and a visitor's query, a guest's cart and garage without
// server calls, and the contact map's fallback. On the demo data: the 2019 Ford F-150.

const F150 = "2019 Ford F-150 2.7L V6 Turbo";
const cards = (page: Page) => page.getByTestId("part-card");
const FIT_ORDER = ["fits", "universal", "conditional"];

async function cardPrices(page: Page) {
  const texts = await cards(page).locator("dl dd:first-of-type").allInnerTexts();
  return texts.map((text) => Number(text.replace(/[$,\s]/g, "")));
}

/** Chooses the 2019 F-150 (2.7L) in the home page's finder and explores its parts. */
async function chooseF150(page: Page) {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Find Parts That Fit Your Vehicle" });
  await hero.getByLabel("Year").selectOption("2019");
  await hero.getByLabel("Make").selectOption("Ford");
  await hero.getByLabel("Model").selectOption("F-150");
  await hero.getByLabel("Engine").selectOption("2.7L V6 Turbo");
  await hero.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/allParts\?vehicle=[\w-]+$/);
  await expect(page.getByTestId("shopping-for")).toContainText(`Shopping for: ${F150}`);
}

/** Searches with the navigation's box. */
async function navSearch(page: Page, text: string) {
  const box = page.getByRole("search", { name: "Site search" });
  await box.getByLabel("Search parts").fill(text);
  await box.getByRole("button", { name: "Search" }).click();
}

const fitOf = (card: Locator) => card.locator("[data-fit]").getAttribute("data-fit");

test.describe("Sorting", () => {
  test("applies the order as soon as it is chosen, with no button to press", async ({ page }) => {
    await page.goto("/allParts?category=Brakes");
    await expect(page.getByRole("button", { name: "Sort", exact: true })).toHaveCount(0);
    await page.getByLabel("Sort by").selectOption("price-asc");
    await expect(page).toHaveURL(/\/allParts\?category=Brakes&sort=price-asc$/);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test("still works without JavaScript: the form's Sort button sends it", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/allParts?category=Brakes");
    await page.getByLabel("Sort by").selectOption("price-desc");
    await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expect(page).toHaveURL(/\/allParts\?category=Brakes&sort=price-desc$/);
    const prices = await cardPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await context.close();
  });
});

test.describe("With a vehicle chosen", () => {
  test("the navigation's search keeps the vehicle", async ({ page }) => {
    await chooseF150(page);
    await page.goto("/blogs");
    await navSearch(page, "oil filter");
    await expect(page).toHaveURL(/\/allParts\?vehicle=[\w-]+&q=oil\+filter$/);
    await expect(page.getByRole("link", { name: `Remove filter Fits ${F150}` })).toBeVisible();
  });

  test("'brkae pads' lists fitting parts in stock first, and none that does not fit", async ({
    page,
  }) => {
    await chooseF150(page);
    await navSearch(page, "brkae pads");
    await expect(page).toHaveURL(/vehicle=[\w-]+&q=brkae\+pads$/);
    const found = await cards(page).all();
    expect(found.length).toBeGreaterThan(1);
    const states = await Promise.all(found.map(fitOf));
    expect(states).not.toContain("does-not-fit");
    const ranks = states.map((state) => Math.min(FIT_ORDER.indexOf(state ?? ""), 2));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(["fits", "universal"]).toContain(states[0]);
    await expect(found[0]!.getByText("Out of stock")).toHaveCount(0);
    await expect(page.getByTestId("finder-fit-notice")).toContainText(
      "parts that do not fit are hidden",
    );
  });

  test("a corrected search says so, and searches for the words as typed from its link", async ({
    page,
  }) => {
    await chooseF150(page);
    await navSearch(page, "brkae pads");
    const note = page.getByTestId("finder-correction");
    await expect(note).toHaveText("Showing results for brake pads — search instead for brkae pads");
    await note.getByRole("link", { name: "brkae pads" }).click();
    await expect(page).toHaveURL(/[?&]q=brkae\+pads&asTyped=1/);
    await expect(page).toHaveURL(/vehicle=[\w-]+/);
    await expect(page.getByTestId("finder-correction")).toHaveCount(0);
    await expect(
      page.getByRole("heading", { name: "No parts found for “brkae pads”" }),
    ).toBeVisible();
  });
});

test("a cached page never carries another visitor's query string", async ({ request }) => {
  const [part] = await allParts(request);
  for (const path of ["/allParts", "/allParts?page=5", part!.url]) {
    const join = path.includes("?") ? "&" : "?";
    const first = await request.get(`${path}${join}foo=xyzmarker`);
    expect(first.status()).toBe(200);
    const after = await request.get(path);
    expect(after.status()).toBe(200);
    expect(await after.text()).not.toContain("xyzmarker");
  }
});

test("a guest's visit calls neither the account's cart nor its garage, and logs no error", async ({
  page,
}) => {
  const accountCalls: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    // The guest's browser cart is judged by POST /api/cart/preview (public, keeps nothing).
    if (
      (pathname.startsWith("/api/cart") && pathname !== "/api/cart/preview") ||
      pathname.startsWith("/api/garage")
    )
      accountCalls.push(`${request.method()} ${pathname}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await chooseF150(page);
  await navSearch(page, "brake pads");
  const card = cards(page)
    .filter({ hasNot: page.getByText("Out of stock") })
    .first();
  await card.getByRole("button", { name: /^Add to cart: / }).click();
  await expect(page.getByText(/^Added \d+ pcs of /).first()).toBeVisible();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  await page.getByTestId("cart-link").click();
  await expect(page.getByTestId("cart-line")).toHaveCount(1);
  await page.getByTestId("cart-line").getByRole("button", { name: "Remove" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("cart-line")).toHaveCount(0);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem("guestGarage") ?? "[]").length),
  ).toBe(1);

  expect(accountCalls).toEqual([]);
  expect(errors).toEqual([]);
});

test("the contact page shows the address and a link to the map when the map cannot load", async ({
  page,
}) => {
  await page.route("https://www.openstreetmap.org/**", (route) => route.abort());
  await page.goto("/contact");
  const place = page.getByRole("region", { name: "Where to find us" });
  await expect(place.getByText("1200 Industrial Parkway, Unit 4, Chicago, IL 60607")).toBeVisible();
  const link = place.getByRole("link", { name: "Open in OpenStreetMap" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
});
