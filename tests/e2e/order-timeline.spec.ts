import type { APIRequestContext, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { demoAdmin, latestMailTo, logIn, newCustomer, signUp } from "./support/accounts";
import { bearerOf } from "./support/api";
import { axeInBothThemes } from "./support/axe-themes";

// An order's detail page and its timeline: a customer orders and pays with the test card and
// sees Placed, Payment started, Paid; an admin ships it and the page then shows Shipped; another
// customer gets the not-found state; axe finds nothing in either theme.

/** A seeded part with room for an order of its MOQ (not the newest, whose stock others read). */
async function roomyPart(request: APIRequestContext): Promise<PartJson> {
  const parts = (await (await request.get("/api/parts")).json()) as PartJson[];
  const part = parts.slice(8).find((each) => each.availableQty >= each.orderQty * 6);
  if (!part) throw new Error("No seeded part has enough stock");
  return part;
}

const timelineLabels = (page: Page) =>
  page.getByTestId("order-timeline").locator("li > p:first-of-type");

test.describe.serial("Order timeline", () => {
  const buyer = newCustomer("timeline");
  let orderId = "";

  test("a customer orders and pays; the page shows Placed, Payment started, Paid", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const part = await roomyPart(request);
    await signUp(page, buyer);
    await page.goto(`/purchase/${part._id}`);
    await page.getByLabel("Phone").fill("+1 313 555 0142");
    await page.getByLabel("Shipping address").fill("77 Gratiot Ave, Detroit, MI");
    await page.getByLabel(/Order quantity/).fill(String(part.orderQty));
    await page.getByRole("button", { name: "Place Order" }).click();
    await expect(page.getByText("Your order has been placed.").first()).toBeVisible();
    orderId = /\/dashboard\/payment\/([\w-]+)/.exec(await latestMailTo(buyer.email))![1]!;

    await page.goto(`/dashboard/payment/${orderId}`);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByLabel(/Expiry/).fill("12/34");
    await page.getByLabel("CVC").fill("123");
    await page.getByRole("button", { name: /^Pay .*\$$/ }).click();
    await expect(page.getByRole("dialog", { name: "Congrats!!" })).toBeVisible({
      timeout: 15_000,
    });

    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Order details" })).toBeVisible();
    await expect(page.getByText(part.productName).first()).toBeVisible();
    await expect(page.getByText("77 Gratiot Ave, Detroit, MI")).toBeVisible();
    await expect(page.getByText(/^pi_/).first()).toBeVisible();
    await expect(timelineLabels(page)).toHaveText(["Placed", "Payment started", "Paid"]);
  });

  test("an admin ships it; the customer's page then shows Shipped", async ({
    page,
    playwright,
    baseURL,
    request,
  }) => {
    const admin = await bearerOf(playwright, baseURL!, demoAdmin);
    const shipped = await request.patch(`/api/orders/shipped/${orderId}`, {
      headers: admin,
      data: { shipped: true },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);

    await page.goto(`/login?callbackUrl=${encodeURIComponent(`/dashboard/orders/${orderId}`)}`);
    await logIn(page, buyer);
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(timelineLabels(page)).toHaveText(["Placed", "Payment started", "Paid", "Shipped"]);
    await expect(page.getByText("Delivered")).toBeVisible();
  });

  test("an admin sees the same order and its timeline", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, demoAdmin);
    await page.goto(`/dashboard/orders/${orderId}`);
    await expect(page.getByText(buyer.email)).toBeVisible();
    await expect(timelineLabels(page)).toHaveText(["Placed", "Payment started", "Paid", "Shipped"]);
  });

  test("another customer gets the not-found state", async ({ page }) => {
    await signUp(page, newCustomer("nosy"));
    const answer = await page.goto(`/dashboard/orders/${orderId}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Order not found" })).toBeVisible();
    await expect(page.getByTestId("order-timeline")).toHaveCount(0);
  });

  axeInBothThemes("the order detail page", () => `/dashboard/orders/${orderId}`, {
    signIn: async (page) => {
      await page.goto("/login");
      await logIn(page, buyer);
    },
    ready: async (page) => {
      await expect(page.getByTestId("order-timeline")).toBeVisible();
    },
  });
});
