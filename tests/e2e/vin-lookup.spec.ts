import type { Locator, Page } from "@playwright/test";
import { DEMO_VINS } from "../fixtures/vins";
import { test, expect } from "./fixtures";
import { newCustomer, signUp } from "./support/accounts";
import { axeHere } from "./support/axe-themes";

// Finding parts by VIN (issue 33) on the demo data: a 2019 Ford F-150 with the 2.7L EcoBoost,
// whose VIN resolves to exactly one demo vehicle.
const F150_VIN = DEMO_VINS.f150.vin;
const F150_V6 = "2019 Ford F-150 2.7L V6 Turbo";
const FOUND_STATES = ["fits", "conditional", "universal"];

const heroOf = (page: Page) =>
  page.getByRole("region", { name: "Find Parts That Fit Your Vehicle" });

/**
 * The VIN field of a part of the page, once its code has loaded: the server draws it, and its
 * code comes when the page is idle or the field is reached for.
 */
async function vinFieldIn(page: Page, scope: Locator) {
  const field = scope.getByLabel("VIN", { exact: true });
  await field.focus();
  await page.waitForLoadState("networkidle");
  return field;
}

/** Pastes text into a field through the clipboard, as a buyer pastes a VIN copied elsewhere. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await field.focus();
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.keyboard.press("ControlOrMeta+V");
}

/** On the parts that fit the F-150 found by VIN: only fitting parts, each saying so. */
async function expectPartsForTheVin(page: Page) {
  await expect(page).toHaveURL(/\/allParts\?vehicle=[\w-]+$/);
  const bar = page.getByTestId("shopping-for");
  await expect(bar).toContainText(`Shopping for: ${F150_V6} VIN …1234`);
  const cards = page.getByTestId("part-card");
  await expect(cards.first().locator("[data-fit]")).toBeVisible();
  for (const card of await cards.all()) {
    const state = await card.locator("[data-fit]").getAttribute("data-fit");
    expect(FOUND_STATES).toContain(state);
  }
}

test("a VIN pasted in the hero opens the parts that fit, with badges and the VIN in the bar", async ({
  page,
}) => {
  test.slow();
  await page.goto("/");
  const vinField = await vinFieldIn(page, heroOf(page));
  await paste(page, vinField, ` ${F150_VIN.slice(0, 8)}-${F150_VIN.slice(8).toLowerCase()}`);
  await expectPartsForTheVin(page);
  // The VIN is kept with the chosen vehicle, and the guest's garage keeps it too.
  const stored = await page.evaluate(() => ({
    chosen: JSON.parse(localStorage.getItem("chosenVehicle") ?? "null"),
    garage: JSON.parse(localStorage.getItem("guestGarage") ?? "[]"),
  }));
  expect(stored.chosen.vin).toBe(F150_VIN);
  expect(stored.garage[0].vin).toBe(F150_VIN);
  await axeHere(page);
});

test("the bar's VIN field on a shop page finds the vehicle and shows its parts", async ({
  page,
}) => {
  await page.goto("/");
  const hero = heroOf(page);
  await hero.getByLabel("Year").selectOption("2018");
  await hero.getByLabel("Make").selectOption("Ford");
  await hero.getByLabel("Model").selectOption("F-150");
  await hero.getByRole("link", { name: "Explore" }).click();
  const bar = page.getByTestId("shopping-for");
  await expect(bar).toContainText("Shopping for: 2018 Ford F-150");
  await expect(bar).not.toContainText("VIN …");

  await bar.getByRole("button", { name: "Change" }).click();
  await (await vinFieldIn(page, bar)).fill(F150_VIN);
  await expectPartsForTheVin(page);
});

test("a VIN that cannot be one is explained under the field, without leaving the page", async ({
  page,
}) => {
  await page.goto("/");
  const vinField = await vinFieldIn(page, heroOf(page));
  // Typed again until the form answers: on a slow host a quiet network can come before React
  // runs at all, and an Enter then is the browser's own (it reloads the page). Text typed or sent
  // after hydration but before the field's code arrives is kept (tests/unit/client/island.test.tsx).
  await expect(async () => {
    await vinField.fill(F150_VIN.slice(0, 16));
    await vinField.press("Enter");
    await expect(vinField).toHaveAttribute("aria-invalid", "true", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(vinField).toHaveAccessibleDescription("A VIN is 17 characters; this one has 16.");

  // A wrong check digit: position 9 is X for this VIN.
  await vinField.fill(`${F150_VIN.slice(0, 8)}5${F150_VIN.slice(9)}`);
  await expect(vinField).toHaveAccessibleDescription(/check digit \(9th character\) is wrong/);
  await expect(vinField).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in customer's VIN goes to their garage with the VIN", async ({ page }) => {
  test.slow();
  await signUp(page, newCustomer("vin"));
  await page.goto("/");
  await paste(page, await vinFieldIn(page, heroOf(page)), F150_VIN);
  await expectPartsForTheVin(page);

  const garage = await page.request.get("/api/garage");
  expect(garage.status()).toBe(200);
  const entries = (await garage.json()) as { vin?: string | null }[];
  expect(entries.map((entry) => entry.vin)).toEqual([F150_VIN]);
  await page.goto("/dashboard/garage");
  await expect(page.getByTestId("garage-vehicle").first()).toContainText(F150_VIN);
});

test("a VIN typed and sent before the field's code arrives is kept and answered (a slow network)", async ({
  page,
}) => {
  // Every script the page did not name in its HTML (the islands' code) waits until released.
  const html = await (await page.request.get("/")).text();
  const firstLoad = new Set(
    [...html.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1]),
  );
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route("**/_next/static/**/*.js", (route) => {
    if (!holding || firstLoad.has(new URL(route.request().url()).pathname)) {
      return route.continue();
    }
    held.push(() => route.continue());
  });
  await page.goto("/");
  const vinField = heroOf(page).getByLabel("VIN", { exact: true });
  // Hydrated (React has taken the field over), but the field's own code is still on its way.
  await expect
    .poll(() => vinField.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__react"))))
    .toBe(true);
  await vinField.fill(F150_VIN.slice(0, 16));
  await vinField.press("Enter");
  expect(held.length).toBeGreaterThan(0);

  holding = false;
  for (const release of held.splice(0)) await release();

  await expect(vinField).toHaveValue(F150_VIN.slice(0, 16));
  await expect(vinField).toHaveAccessibleDescription("A VIN is 17 characters; this one has 16.");
  await expect(vinField).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});
