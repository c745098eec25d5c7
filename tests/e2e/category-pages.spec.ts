import { test, expect } from "./fixtures";
import { DEMO_PATH } from "./support/parts";

// The category landing pages (issue 35): server HTML with plain links, reached from a part's
// breadcrumb; an unknown category is the 404 page.

test("Brake Pads lists pad sets only, and its next page or a brand is a plain link", async ({
  page,
}) => {
  const response = await page.goto("/categories/brakes/pads");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Brake Pads | Redline Parts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brake Pads");
  const names = page.getByTestId("part-card").getByRole("heading", { level: 3 });
  await expect(names.first()).toBeVisible();
  for (const name of await names.allTextContents()) expect(name).toMatch(/Brake Pad/);
  const next = page.getByRole("link", { name: "Next page" });
  if ((await next.count()) > 0) {
    await next.click();
    await expect(page).toHaveURL(/\/categories\/brakes\/pads\?page=2$/);
    await expect(page.getByTestId("category-page-number")).toContainText("Page 2 of");
    for (const name of await names.allTextContents()) expect(name).toMatch(/Brake Pad/);
  } else {
    await page.getByTestId("category-brands").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/allParts\?category=Brakes\+%E2%80%BA\+Pads&brand=/);
  }
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

test("an unknown category is the 404 page", async ({ page }) => {
  const response = await page.goto("/categories/nope");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
});
