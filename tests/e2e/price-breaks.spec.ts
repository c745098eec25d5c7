import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn, newCustomer } from "./support/accounts";
import { bearerOf } from "./support/api";
import { axeInBothThemes } from "./support/axe-themes";

// Order multiples and price breaks: an admin sets them in the Update modal, the part page shows
// the ladder, and the purchase form refuses a quantity off the steps and hints the next break.

const stamp = Date.now().toString(36).toUpperCase();
const productName = `E2E Bulk Rotor ${stamp}`;
let part: { id: string; url: string };
// A part whose next break is one step above its MOQ: the purchase form hints it as it opens.
let nearBreakId: string;

test.beforeAll(async ({ playwright, baseURL }) => {
  const admin = await bearerOf(playwright, baseURL!, demoAdmin);
  const request = await playwright.request.newContext({ baseURL });
  const created = await request.post("/api/parts", {
    headers: admin,
    data: {
      productName,
      availableQty: "5000",
      orderQty: "48",
      price: "30.00",
      productDescription: "Sold by the crate; made by the price breaks test.",
      image: "/images/parts/air-filter.svg",
      partNumber: `E2E-BULK-${stamp}`,
    },
  });
  expect(created.status()).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  const read = await request.get(`/api/parts/${insertedId}`);
  part = { id: insertedId, url: ((await read.json()) as { url: string }).url };
  const nearBreak = await request.post("/api/parts", {
    headers: admin,
    data: {
      productName: `E2E Near Break ${stamp}`,
      availableQty: "5000",
      orderQty: "48",
      orderMultiple: "24",
      priceTiers: [{ minQty: 72, price: "27.50" }],
      price: "30.00",
      productDescription: "Cheaper from 72 pcs; made by the price breaks test.",
      image: "/images/parts/air-filter.svg",
      partNumber: `E2E-NEAR-${stamp}`,
    },
  });
  expect(nearBreak.status()).toBe(201);
  nearBreakId = ((await nearBreak.json()) as { insertedId: string }).insertedId;
  await request.dispose();
});

// Gone afterwards: other specs read the shop's newest parts as the demo catalog's.
test.afterAll(async ({ playwright, baseURL }) => {
  const admin = await bearerOf(playwright, baseURL!, demoAdmin);
  const request = await playwright.request.newContext({ baseURL });
  for (const id of [part?.id, nearBreakId].filter(Boolean))
    expect((await request.delete(`/api/parts/${id}`, { headers: admin })).status()).toBe(200);
  await request.dispose();
});

/** A new customer signed in on this page (the page shares its cookies with page.request). */
async function signedUpCustomer(page: Page, baseURL: string) {
  const signUp = await page.request.post("/api/account/signup", {
    data: newCustomer("breaks"),
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
}

test.describe.serial("price breaks", () => {
  test("an admin sets a multiple and price breaks in the Update modal; the part page shows the ladder", async ({
    page,
  }) => {
    await page.goto(`/login?callbackUrl=${encodeURIComponent("/dashboard/manageProducts")}`);
    await logIn(page, demoAdmin);
    const row = page.getByTestId("manage-product-row").filter({ hasText: productName });
    await row.getByRole("button", { name: `Update ${productName}` }).click();
    const dialog = page.getByRole("dialog", { name: `Update ${productName}` });
    await dialog.getByLabel("Order multiple").fill("24");
    // A break that costs the base price is refused at its row, naming the break.
    await dialog.getByRole("button", { name: "Add price break" }).click();
    await dialog.getByLabel("Price break 1: From (pcs)").fill("240");
    await dialog.getByLabel("Price break 1: Unit price ($)").fill("30.00");
    await dialog.getByRole("button", { name: "Update" }).click();
    await expect(
      dialog.getByText("Price break 1 must cost less than the base price"),
    ).toBeVisible();
    // The rows, their labels and the shown error: axe finds nothing in the modal.
    const { violations } = await new AxeBuilder({ page }).include("dialog[open]").analyze();
    expect(violations.map(({ id, nodes }) => ({ id, target: nodes[0]?.target }))).toEqual([]);
    await dialog.getByLabel("Price break 1: Unit price ($)").fill("27.50");
    await dialog.getByRole("button", { name: "Add price break" }).click();
    await dialog.getByLabel("Price break 2: From (pcs)").fill("480");
    await dialog.getByLabel("Price break 2: Unit price ($)").fill("25");
    const patch = page.waitForRequest((request) => request.url().includes("/update-stock/"));
    await dialog.getByRole("button", { name: "Update" }).click();
    expect((await patch).postDataJSON()).toMatchObject({
      orderMultiple: 24,
      priceTiers: [
        { minQty: 240, price: 27.5 },
        { minQty: 480, price: 25 },
      ],
    });
    await expect(page.getByText(`${productName} product updated successfully`)).toBeVisible();

    await page.goto(part.url);
    const ladder = page.getByTestId("price-ladder");
    await expect(ladder).toContainText("Sold from 48 pcs in steps of 24");
    await expect(ladder).toContainText("from 240 pcs: 27.50$");
    await expect(ladder).toContainText("from 480 pcs: 25.00$");
  });

  test("the purchase form refuses a quantity off the steps and hints the next break", async ({
    page,
    baseURL,
  }) => {
    await signedUpCustomer(page, baseURL!);
    await page.goto(`/purchase/${part.id}`);
    const field = page.getByLabel("Order quantity (pcs)");
    // Typed again if the page hydrated between selecting the old value and typing the new one.
    const quantity = {
      fill: (value: string) =>
        expect(async () => {
          await field.fill(value);
          await expect(field).toHaveValue(value, { timeout: 1_000 });
        }).toPass(),
    };
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    await quantity.fill("50");
    await expect(
      page.getByText("Order 48 or 72 pcs (sold from 48 pcs in steps of 24)."),
    ).toBeVisible();
    await expect(placeOrder).toBeDisabled();

    await quantity.fill("216");
    await expect(page.getByText("Order 48 or 72 pcs")).toHaveCount(0);
    await expect(page.getByTestId("unit-price")).toHaveText("30.00$");
    await expect(page.getByTestId("tier-hint")).toHaveText("add 24 more to pay 27.50$ each");

    await quantity.fill("240");
    await expect(page.getByTestId("unit-price")).toHaveText("27.50$");
    await expect(page.getByTestId("order-total")).toHaveText("6,600.00$");
  });
});

test.describe("the purchase page of a part sold in bulk, signed in", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await signedUpCustomer(page, baseURL!);
  });
  test("the next break's hint shows as the purchase form opens", async ({ page }) => {
    await page.goto(`/purchase/${nearBreakId}`);
    await expect(page.getByTestId("tier-hint")).toHaveText("add 24 more to pay 27.50$ each");
  });
  // With that hint on the page.
  axeInBothThemes("the purchase page with a price-break hint", () => `/purchase/${nearBreakId}`);
});
