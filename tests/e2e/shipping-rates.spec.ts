import type { APIRequestContext, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { DEFAULT_SHIPPING_RATES } from "@/domains/shipping/default-rates";
import { test, expect } from "./fixtures";
import { demoAdmin, logIn } from "./support/accounts";
import { bearerOf } from "./support/api";
import { axeInBothThemes } from "./support/axe-themes";
import { allParts } from "./support/parts";

// The Shipping & Tax screen: the admin edits a bracket's price and saves; a public quote is
// priced by it. The default table is put back at the end, for the other specs.

const NEW_PRICE = "12.34";
const HANDLING = DEFAULT_SHIPPING_RATES.handlingFee;

async function openAsAdmin(page: Page) {
  await page.goto("/login?callbackUrl=%2Fdashboard%2Fshipping-tax");
  await logIn(page, demoAdmin);
  await expect(page).toHaveURL(/\/dashboard\/shipping-tax$/);
}

/** A part priced in the Midwest's second ground bracket (1–5 lb, or no weight: 2 lb), not oversize. */
async function secondBracketPart(request: APIRequestContext): Promise<PartJson> {
  const part = (await allParts(request)).find(
    (candidate) =>
      (candidate.weight === null || (candidate.weight > 1 && candidate.weight <= 5)) &&
      (candidate.dimensions === null || Math.max(...Object.values(candidate.dimensions)) <= 36) &&
      candidate.price < 200,
  );
  expect(part).toBeDefined();
  return part!;
}

const groundPrice = async (request: APIRequestContext, part: PartJson) => {
  const answer = await request.post("/api/shipping/quote", {
    data: { address: { zip: "60607" }, lines: [{ partId: part._id, quantity: 1 }] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { options } = (await answer.json()) as { options: { service: string; price: number }[] };
  return options.find((option) => option.service === "ground")!.price;
};

test.describe.serial("Shipping & Tax", () => {
  test.afterAll(async ({ playwright, baseURL }) => {
    const auth = await bearerOf(playwright, baseURL!, demoAdmin);
    const context = await playwright.request.newContext({ baseURL });
    const restored = await context.put("/api/shipping/rates", {
      headers: auth,
      data: DEFAULT_SHIPPING_RATES,
    });
    expect(restored.status()).toBe(200);
    await context.dispose();
  });

  test("the admin edits a bracket's price, saves, and a quote is priced by it", async ({
    page,
    request,
  }) => {
    const part = await secondBracketPart(request);
    const before = DEFAULT_SHIPPING_RATES.zones[0]!.services.ground.brackets[1]!.price;
    expect(await groundPrice(request, part)).toBeCloseTo(before + HANDLING, 2);

    await openAsAdmin(page);
    await expect(page.getByRole("heading", { name: "Shipping rates" })).toBeVisible();
    const price = page.getByLabel("Midwest ground: weight brackets, row 2: Price ($)");
    await expect(price).toHaveValue(String(before));
    await price.fill(NEW_PRICE);
    await page.getByRole("button", { name: "Save shipping rates" }).click();
    await expect(page.getByText("Saved", { exact: true })).toBeVisible();

    expect(await groundPrice(request, part)).toBeCloseTo(Number(NEW_PRICE) + HANDLING, 2);
    await page.reload();
    await expect(page.getByLabel("Midwest ground: weight brackets, row 2: Price ($)")).toHaveValue(
      NEW_PRICE,
    );
  });

  test("a state in two zones is refused, named at its field, and nothing is saved", async ({
    page,
  }) => {
    await openAsAdmin(page);
    const states = page.getByLabel("Zone 2: States");
    await states.fill(`${await states.inputValue()}, TX`);
    await page.getByRole("button", { name: "Save shipping rates" }).click();
    await expect(
      page.getByText("zones[2].states: TX is already in zone East and South"),
    ).toBeVisible();
  });

  axeInBothThemes("the Shipping & Tax screen", "/dashboard/shipping-tax", {
    signIn: async (page) => {
      await page.goto("/login?callbackUrl=%2Fdashboard");
      await logIn(page, demoAdmin);
      await expect(page).toHaveURL(/\/dashboard$/);
    },
    ready: async (page) =>
      expect(page.getByRole("button", { name: "Save shipping rates" })).toBeVisible(),
  });
});
