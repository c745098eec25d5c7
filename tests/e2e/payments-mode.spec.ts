import type { APIRequestContext, Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import { test, expect } from "./fixtures";
import { newCustomer, signUp } from "./support/accounts";

// The suite's server is `next start` without Stripe keys and with PAYMENTS_TEST_MODE=true: the
// built-in test provider takes the payments, and the payment screen must say so whatever the
// order's state, and refuse every card but its test cards.

const TEST_MODE = "Test mode — no real charge";

async function orderablePart(request: APIRequestContext): Promise<PartJson> {
  const parts = (await (await request.get("/api/parts")).json()) as PartJson[];
  const part = parts.find((candidate) => candidate.availableQty >= candidate.orderQty * 6);
  if (!part) throw new Error("No seeded part has enough stock");
  return part;
}

/** Places an order of the part's MOQ and opens its payment screen; answers the screen's path. */
async function orderAndOpenPayment(page: Page, part: PartJson): Promise<string> {
  await page.goto(`/purchase/${part._id}`);
  await page.getByLabel("Phone").fill("+1 313 555 0142");
  await page.getByLabel("Shipping address").fill("42 Gratiot Ave, Detroit, MI");
  await page.getByLabel(/Order quantity/).fill(String(part.orderQty));
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page.getByText("Your order has been placed.").first()).toBeVisible();
  await page.goto("/dashboard/my-orders");
  const row = page.getByTestId("my-order-row").filter({ hasText: part.productName });
  await row.getByRole("link", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[\w-]+$/);
  return new URL(page.url()).pathname;
}

async function payWithCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel(/Expiry/).fill("12/34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay .*\$$/ }).click();
}

test("the payment screen is labelled test mode before and after paying, and takes only test cards", async ({
  page,
  request,
}) => {
  const part = await orderablePart(request);
  await signUp(page, newCustomer("testmode"));
  const paymentPath = await orderAndOpenPayment(page, part);
  await expect(page.getByText(TEST_MODE).first()).toBeVisible();

  // Passes the Luhn check, but is no test card: refused, the order stays unpaid.
  await payWithCard(page, "0000 0000 0000 0000");
  await expect(page.getByText(/accepts only its test cards/).first()).toBeVisible();
  await expect(page).toHaveURL(paymentPath);

  await page.getByLabel("Card number").fill("");
  await payWithCard(page, "4242 4242 4242 4242");
  await expect(page.getByRole("dialog", { name: "Congrats!!" })).toBeVisible({ timeout: 15_000 });

  // The paid order's payment screen has no card form, and is still labelled test mode.
  await page.goto(paymentPath);
  await expect(page.getByText("This order is already paid.").first()).toBeVisible();
  await expect(page.getByText(TEST_MODE).first()).toBeVisible();
});
