import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { newCustomer, signUp } from "./support/accounts";

// The buyer's vehicle (issue 14) on the demo data: the 2019 Ford F-150 has the engines
// "2.7L V6 Turbo", "3.5L V6 Turbo" and "5.0L V8"; BP-1234 fits the 2015–2020 F-150.
const F150_V6 = "2019 Ford F-150 2.7L V6 Turbo";
const F150_2018 = "2018 Ford F-150";
const DEMO_PADS = "Ceramic Front Brake Pad Set";
const FOUND_STATES = ["fits", "conditional", "universal"];

async function pickVehicle(
  scope: Locator,
  vehicle: { year: string; make: string; model: string; engine?: string },
) {
  await scope.getByLabel("Year").selectOption(vehicle.year);
  await scope.getByLabel("Make").selectOption(vehicle.make);
  await scope.getByLabel("Model").selectOption(vehicle.model);
  if (vehicle.engine) await scope.getByLabel("Engine").selectOption(vehicle.engine);
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
}

test("hero → parts that fit with badges → part page → garage merged at sign-in", async ({
  page,
}) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Find Parts That Fit Your Vehicle" });
  await expect(hero.getByLabel("Make")).toBeDisabled();
  await pickVehicle(hero, { year: "2019", make: "Ford", model: "F-150", engine: "2.7L V6 Turbo" });
  await hero.getByRole("link", { name: "Explore" }).click();

  await expect(page).toHaveURL(/\/allParts\?vehicle=[\w-]+$/);
  await expect(page).toHaveTitle(`Shop for ${F150_V6} | Redline Parts`);
  const bar = page.getByTestId("shopping-for");
  await expect(bar).toContainText(`Shopping for: ${F150_V6}`);
  const filters = page.getByRole("navigation", { name: "Active filters" });
  await expect(filters.getByRole("link", { name: `Remove filter Fits ${F150_V6}` })).toBeVisible();

  // Only parts that fit (or fit everything), each saying so.
  const cards = page.getByTestId("part-card");
  expect(await cards.count()).toBeGreaterThan(0);
  for (const card of await cards.all()) {
    const state = await card.locator("[data-fit]").getAttribute("data-fit");
    expect(FOUND_STATES).toContain(state);
  }
  // The search keeps the vehicle.
  const search = page.getByRole("search", { name: "Search the shop" });
  await search.getByLabel("Search parts").fill("brake pad");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/vehicle=[\w-]+/);
  const pads = page.getByTestId("part-card").filter({ hasText: DEMO_PADS });
  await expect(pads.locator("[data-fit]")).toHaveText(/Fits your vehicle|Check the fit notes/);

  // The part page: its fitment and the fit for the chosen vehicle.
  await pads.getByRole("link", { name: DEMO_PADS, exact: true }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO_PADS })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fits these vehicles" })).toBeVisible();
  const check = page.getByTestId("fit-check");
  await expect(check).toContainText(F150_V6);
  await expect(check.locator("[data-fit]")).toHaveText(/Fits your vehicle|Check the fit notes/);

  // Choosing another vehicle there saves it too (a guest's garage lives in the browser).
  await check.getByRole("button", { name: "Change vehicle" }).click();
  await pickVehicle(check, { year: "2018", make: "Ford", model: "F-150" });
  await check.getByRole("button", { name: "Check fit" }).click();
  await expect(bar).toContainText(`Shopping for: ${F150_2018}`);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("guestGarage") ?? "[]").length))
    .toBe(2);

  // Signing up moves the guest's garage into the account.
  const buyer = newCustomer("garage");
  await signUp(page, buyer);
  expect(await page.evaluate(() => localStorage.getItem("guestGarage"))).toBeNull();
  await page.goto("/dashboard/garage");
  await expect(page.getByRole("heading", { level: 1, name: "My Garage" })).toBeVisible();
  const saved = page.getByTestId("garage-vehicle");
  await expect(saved).toHaveCount(2);
  await expect(saved.first()).toContainText(F150_2018);
  await expect(saved.first()).toContainText("Active");
  await expect(saved.nth(1)).toContainText(F150_V6);
  await expect(page.getByTestId("garage-count")).toContainText("2 of 10 vehicles");
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

  // Remove asks first.
  await page.getByRole("button", { name: `Remove ${F150_V6}` }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this vehicle?" });
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(saved).toHaveCount(1);
});

test("Explore without a vehicle is the whole shop; Clear forgets the vehicle", async ({ page }) => {
  await page.goto("/");
  const hero = page.getByRole("region", { name: "Find Parts That Fit Your Vehicle" });
  await hero.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/\/allParts$/);
  await expect(page.getByTestId("shopping-for")).toHaveCount(0);

  await page.goto("/");
  await pickVehicle(hero, { year: "2019", make: "Ford", model: "F-150" });
  await hero.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL(/vehicle=/);
  await page.getByTestId("shopping-for").getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/allParts$/);
  await expect(page.getByTestId("shopping-for")).toHaveCount(0);

  // A vehicle id no vehicle has is named as the query's error, not a server error.
  const response = await page.goto("/allParts?vehicle=no-such-vehicle");
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("finder-error")).toHaveText("Vehicle not found");
});

for (const theme of ["light", "night"] as const) {
  test(`axe: the hero's picker, the bar with its picker open and the fitting parts (${theme})`, async ({
    page,
  }) => {
    // Three full-page axe scans: on a busy 2-core machine they alone take most of 30 s.
    test.slow();
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto("/");
    const hero = page.getByRole("region", { name: "Find Parts That Fit Your Vehicle" });
    await pickVehicle(hero, { year: "2019", make: "Ford", model: "F-150" });
    const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
    found.home = await seriousViolations(page);
    await hero.getByRole("link", { name: "Explore" }).click();
    await expect(page.getByTestId("part-card").first().locator("[data-fit]")).toBeVisible();
    found.shop = await seriousViolations(page);
    await page.getByTestId("shopping-for").getByRole("button", { name: "Change" }).click();
    await expect(page.locator("#shopping-for-picker").getByLabel("Model")).toHaveValue("F-150");
    found.change = await seriousViolations(page);
    const serious = Object.fromEntries(Object.entries(found).filter(([, list]) => list.length));
    expect(serious, JSON.stringify(serious, null, 2)).toEqual({});
  });
}
