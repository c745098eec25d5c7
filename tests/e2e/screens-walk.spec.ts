import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { type Auth, bearerOf } from "./support/api";
import { demoAdmin, demoCustomer, logIn, newCustomer } from "./support/accounts";
import { scriptErrors } from "./support/screens";

// What a walk through every screen found (issue 12): each test is one finding.

type ProductData = { "@type"?: string; sku?: string; offers?: { availability: string } };

const STOCK_OUT = "Stock Out! The product will be available soon.";

async function scrollableRegionViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules(["scrollable-region-focusable"])
    .analyze();
  return results.violations.flatMap((violation) => violation.nodes.map((node) => node.target));
}

/** Whether `inner` lies wholly inside `outer`'s box, horizontally. */
async function horizontallyWithin(inner: Locator, outer: { x: number; width: number }) {
  const box = (await inner.boundingBox())!;
  return box.x >= outer.x - 1 && box.x + box.width <= outer.x + outer.width + 1;
}

async function createPart(request: APIRequestContext, admin: Auth, stock: number, moq = 10) {
  const created = await request.post("/api/parts", {
    headers: admin,
    data: {
      productName: `Screens Walk Part ${stock}-${moq} ${Date.now()}`,
      availableQty: stock,
      orderQty: moq,
      price: 2.5,
      productDescription: "Made by the screens-walk test.",
      image: "/images/parts/air-filter.svg",
    },
  });
  expect(created.status()).toBe(201);
  const { insertedId } = (await created.json()) as { insertedId: string };
  const parts = (await (await request.get("/api/parts")).json()) as PartJson[];
  return parts.find((part) => part._id === insertedId)!;
}

test("a signed-in 404 under /dashboard runs its scripts under its CSP", async ({ page }) => {
  // A guest's 404 first, then the same dashboard 404 twice: no page may be served with another
  // request's nonce, or none at all, under the dashboard's nonce-only policy.
  expect((await page.goto("/no-such-page"))?.status()).toBe(404);
  await logIn(page, demoCustomer);
  await page.goto("/dashboard/no-such-page");
  const errors = scriptErrors(page);
  const response = await page.reload();
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "night");
  await expect(page.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
  // The document's own 404 status is logged too; nothing else may be.
  expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
});

// The other paths the proxy renders per request, with its nonce-only policy.
for (const path of ["/purchase/some-part/more", "/auth/no-such-step", "/reset-password/more"]) {
  test(`a signed-in 404 at ${path} runs its scripts under its CSP`, async ({ page }) => {
    await logIn(page, demoCustomer);
    await page.goto(path);
    const errors = scriptErrors(page);
    const response = await page.reload();
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await page.getByRole("button", { name: "Switch to dark theme" }).first().click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "night");
    expect(errors.filter((error) => !error.includes("status of 404"))).toEqual([]);
  });
}

test("every not-found page is titled as not found", async ({ page }) => {
  for (const path of ["/blogDetails/no-such-blog", "/allParts/page/99"]) {
    await page.goto(path);
    await expect(page).toHaveTitle(/^Page not found \|/);
  }
  await logIn(page, demoCustomer);
  await page.goto("/purchase/no-such-part");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
});

test.describe("Order tables show every action", () => {
  const buyer = newCustomer("tables");

  // One unpaid order of a new customer: a row in My Orders and in Manage Orders.
  test.beforeAll(async ({ playwright, baseURL, request }) => {
    const customer = await bearerOf(playwright, baseURL!, buyer, { signUp: true });
    const parts = (await (await request.get("/api/parts")).json()) as PartJson[];
    const part = parts.find((candidate) => candidate.availableQty >= candidate.orderQty * 4)!;
    const placed = await request.post("/api/orders", {
      headers: customer,
      data: {
        productInfo: { id: part._id, orderQty: String(part.orderQty) },
        address: { address: "1200 Woodward Ave, Detroit, MI", phone: "+1 313 555 0199" },
      },
    });
    expect(placed.status()).toBe(201);
  });

  test("My Orders at 1366×900: Pay and Delete in view, the table inside its box", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/login?callbackUrl=%2Fdashboard%2Fmy-orders");
    await logIn(page, buyer);
    const row = page.getByTestId("my-order-row").first();
    await expect(row).toBeVisible();
    await expectActionsInView(page, [
      row.getByRole("link", { name: /^Pay / }),
      row.getByRole("button", { name: /^Delete order/ }),
    ]);
    expect(await scrollableRegionViolations(page)).toEqual([]);
  });

  test("Manage Orders at 1366×900: Shipped and Delete in view, the table inside its box", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto("/login?callbackUrl=%2Fdashboard%2FmanageOrder");
    await logIn(page, demoAdmin);
    const row = page.getByTestId("manage-order-row").first();
    await expect(row).toBeVisible();
    await expectActionsInView(page, [
      row.getByRole("button", { name: /^Shipped/ }),
      row.getByRole("button", { name: /^Delete order/ }),
    ]);
    expect(await scrollableRegionViolations(page)).toEqual([]);
  });

  // Issue 28: on a phone each order is a card, no longer a table that scrolls sideways.
  test("on a phone each order is a card, its Pay and Delete in view and reached by keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/login?callbackUrl=%2Fdashboard%2Fmy-orders");
    await logIn(page, buyer);
    const row = page.getByTestId("my-order-row").first();
    await expect(row).toBeVisible();
    await expect(page.getByText("Scroll sideways to see every column.")).toHaveCount(0);
    const pay = row.getByRole("link", { name: /^Pay / });
    const remove = row.getByRole("button", { name: /^Delete order/ });
    await expectActionsInView(page, [pay, remove]);
    for (const action of [pay, remove]) {
      await action.focus();
      await expect(action).toBeFocused();
    }
    expect(await scrollableRegionViolations(page)).toEqual([]);
  });
});

async function expectActionsInView(page: Page, actions: Locator[]) {
  const viewport = { x: 0, width: page.viewportSize()!.width };
  for (const action of actions) expect(await horizontallyWithin(action, viewport)).toBe(true);
  const table = page.getByRole("table");
  const container = (await page.locator("main").boundingBox())!;
  expect(await horizontallyWithin(table, container)).toBe(true);
}

test.describe("Purchasing against the stock", () => {
  let admin: Auth;
  const made: string[] = [];

  test.beforeAll(async ({ playwright, baseURL }) => {
    admin = await bearerOf(playwright, baseURL!, demoAdmin);
  });
  test.afterAll(async ({ request }) => {
    for (const id of made) await request.delete(`/api/parts/${id}`, { headers: admin });
  });

  /** Opens the purchase page of a new part of 100 pcs (MOQ 10) with phone and address filled. */
  async function purchaseForm(page: Page, request: APIRequestContext) {
    const part = await createPart(request, admin, 100);
    made.push(part._id);
    await logIn(page, demoCustomer);
    await page.goto(`/purchase/${part._id}`);
    await page.getByLabel("Phone").fill("+1 313 555 0199");
    await page.getByLabel("Shipping address").fill("1200 Woodward Ave, Detroit, MI");
    const quantity = page.getByLabel(/Order quantity/);
    const placeOrder = page.getByRole("button", { name: "Place Order" });
    /** Someone else buys all but 50 pcs while the form is open; this order is then refused. */
    const refusedAfterOthersBuy = async (typed: string) => {
      await quantity.fill(typed);
      const lowered = await request.patch(`/api/parts/update-stock/${part._id}`, {
        headers: admin,
        data: { availableQty: 50 },
      });
      expect(lowered.ok()).toBe(true);
      await placeOrder.click();
      await expect(page.getByTestId("available-quantity")).toHaveText("50 pcs");
    };
    return { quantity, placeOrder, refusedAfterOthersBuy };
  }

  test("over the stock toasts 'Stock Out!'; a stock-out leaves Place Order disabled", async ({
    page,
    request,
  }) => {
    const { quantity, placeOrder, refusedAfterOthersBuy } = await purchaseForm(page, request);
    await quantity.fill("101");
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: STOCK_OUT })).toBeVisible();
    await expect(placeOrder).toBeDisabled();
    for (const wrong of ["-5", "0"]) {
      await quantity.fill(wrong);
      await expect(page.getByText("Quantity must be greater than 10")).toBeVisible();
      await expect(placeOrder).toBeDisabled();
    }
    await refusedAfterOthersBuy("60");
    await expect(page.getByText("Your order quantity should be in 50")).toBeVisible();
    await expect(placeOrder).toBeDisabled();
  });

  test("a success toast replaces the error before it; no toast covers the navigation", async ({
    page,
    request,
  }) => {
    const { quantity, placeOrder, refusedAfterOthersBuy } = await purchaseForm(page, request);
    await refusedAfterOthersBuy("60");
    const toasts = page.locator("[data-sonner-toast]:not([data-removed='true'])");
    await expect(toasts.filter({ hasText: STOCK_OUT })).toBeVisible();
    await quantity.fill("20");
    await placeOrder.click();
    await expect(toasts.filter({ hasText: "Your order has been placed." })).toBeVisible();
    await expect(toasts.filter({ hasText: STOCK_OUT })).toHaveCount(0);
    const nav = (await page.getByRole("navigation", { name: "Main" }).boundingBox())!;
    const toast = (await toasts.first().boundingBox())!;
    expect(toast.y >= nav.y + nav.height || toast.y + toast.height <= nav.y).toBe(true);
  });

  test("a part out of stock is shown so and cannot be ordered", async ({ page, request }) => {
    const none = await createPart(request, admin, 0);
    const belowMoq = await createPart(request, admin, 5);
    made.push(none._id, belowMoq._id);
    for (const path of ["/", "/allParts"]) {
      await page.goto(path);
      for (const part of [none, belowMoq]) {
        const card = page.getByTestId("part-card").filter({ hasText: part.productName });
        await expect(card.getByText("Out of stock", { exact: true })).toBeVisible();
        await expect(card.getByText("NEW", { exact: true })).toHaveCount(0);
        await expect(card.getByRole("link", { name: /Order Now/ })).toHaveCount(0);
      }
    }
    // Each part's page tells search engines the same in its Product data.
    for (const part of [none, belowMoq]) {
      await page.goto(part.url);
      const scripts = await page.locator("script[type='application/ld+json']").allTextContents();
      const product = scripts
        .map((text) => JSON.parse(text) as ProductData)
        .find((data) => data["@type"] === "Product");
      expect(product?.sku).toBe(part.partNumber);
      expect(product?.offers?.availability).toBe("https://schema.org/OutOfStock");
    }

    await logIn(page, demoCustomer);
    await page.goto(`/purchase/${belowMoq._id}`);
    await expect(page.getByText(STOCK_OUT)).toBeVisible();
    await expect(page.getByRole("button", { name: "Place Order" })).toBeDisabled();
  });
});
