import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { allParts, DEMO_PATH } from "./support/parts";

// A part page's fitment (issue 14): the vehicles it fits, universal parts, and the fit check
// for the buyer's chosen vehicle.

test("the part page lists the vehicles it fits, each year linked to its landing page", async ({
  page,
}) => {
  await page.goto(DEMO_PATH);
  const fitment = page.getByRole("region", { name: "Fits these vehicles" });
  const ford = fitment.locator("details").filter({ hasText: "Ford" });
  await expect(ford).toHaveAttribute("open", "");
  const table = ford.getByRole("table", { name: "Fitment of the Ford F-150" });
  await expect(table.getByRole("row", { name: "2015–2020 All Front 1 —" })).toBeVisible();
  const link = ford.getByRole("link", { name: "2019 Ford F-150 parts" });
  await expect(link).toHaveAttribute("href", "/vehicles/ford/f-150/2019");
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2019 Ford F-150 Parts");
});

test("a universal part says it fits every vehicle", async ({ page, request }) => {
  const universal = (await allParts(request)).find((candidate) => candidate.universal);
  expect(universal, "a universal demo part").toBeDefined();
  await page.goto(universal!.url);
  const fitment = page.getByRole("region", { name: "Fits these vehicles" });
  await expect(fitment.getByText("Fits all vehicles (universal)")).toBeVisible();
});

test.describe("Check your vehicle", () => {
  /** The 2019 Ford F-150 as the browser keeps the chosen vehicle (its id from its landing page). */
  async function chooseF150(page: Page) {
    await page.goto("/vehicles/ford/f-150/2019");
    // A leaf of its category list leads to the shop narrowed to the vehicle, by its id.
    const categories = page.getByRole("navigation", { name: "Shop by category" });
    const pads = categories.getByRole("link", { name: /^Pads/ });
    const vehicleId = new URL((await pads.getAttribute("href"))!, "http://x").searchParams.get(
      "vehicle",
    );
    const vehicle = { _id: vehicleId, year: 2019, make: "Ford", model: "F-150" };
    await page.evaluate(
      (chosen) =>
        localStorage.setItem(
          "chosenVehicle",
          JSON.stringify({ ...chosen, submodel: null, engine: null }),
        ),
      vehicle,
    );
  }

  test("without a chosen vehicle it offers the picker", async ({ page }) => {
    await page.goto(DEMO_PATH);
    const check = page.getByRole("region", { name: "Check your vehicle" });
    await expect(check.getByRole("form", { name: "Choose your vehicle" })).toBeVisible();
    await expect(check.getByLabel("Year")).toBeVisible();
    await expect(check.getByRole("button", { name: "Check fit" })).toBeDisabled();
  });

  test("with a chosen vehicle it shows the part's fit for it, and can clear it", async ({
    page,
  }) => {
    await chooseF150(page);
    await page.goto(DEMO_PATH);
    const check = page.getByRole("region", { name: "Check your vehicle" });
    await expect(check.getByText("2019 Ford F-150", { exact: true })).toBeVisible();
    await expect(check.getByText("Fits your vehicle", { exact: true })).toBeVisible();
    await check.getByRole("button", { name: "Clear" }).click();
    await expect(check.getByRole("form", { name: "Choose your vehicle" })).toBeVisible();
  });
});
