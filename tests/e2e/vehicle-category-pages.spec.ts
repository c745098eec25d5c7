import { test, expect } from "./fixtures";

// Vehicle × category pages (issue 35): /vehicles/{make}/{model}/{year}/{group}, reached from the
// demo 2019 Ford F-150's landing page (BP-1234, the demo brake pads, fits it at the front).

const F150_2019 = "/vehicles/ford/f-150/2019";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the landing page's Brakes link leads to the brake parts that fit, with fit badges", async ({
    page,
  }) => {
    await page.goto(F150_2019);
    const categories = page.getByRole("navigation", { name: "Shop by category" });
    await categories.getByRole("link", { name: /^Brakes/ }).click();
    await expect(page).toHaveURL(`${F150_2019}/brakes`);
    await expect(page).toHaveTitle("2019 Ford F-150 Brakes | Redline Parts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("2019 Ford F-150 Brakes");

    const cards = page.getByTestId("part-card");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card.locator("[data-fit]")).toHaveText(
        /^(Fits your vehicle|Check the fit notes|Universal fit)$/,
      );
      // Each card's part is a brake part: its own page's Product data says so.
      const href = await card
        .getByRole("heading", { level: 3 })
        .getByRole("link")
        .getAttribute("href");
      const partPage = await page.request.get(href!);
      expect(await partPage.text()).toContain('"category":"Brakes › ');
    }
  });
});

// No demo part is fitted to the F-150 in Drivetrain or Brakes › Calipers, and none is universal.
test("a group or leaf with no part that fits the vehicle is the shop's 404", async ({ page }) => {
  for (const path of [`${F150_2019}/drivetrain`, `${F150_2019}/brakes/calipers`]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  }
});

test("a part page's fitment links to more of its group for a vehicle it fits", async ({ page }) => {
  await page.goto("/parts/bp-1234-ceramic-front-brake-pad-set");
  const fitment = page.getByTestId("part-fitment");
  await fitment.getByRole("link", { name: "More Brakes for 2020 Ford F-150" }).click();
  await expect(page).toHaveURL("/vehicles/ford/f-150/2020/brakes");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2020 Ford F-150 Brakes");
});
