import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { PartJson } from "@/domains/catalog/part-json";
import type { Auth } from "./api";

/** Stripe's test card that succeeds, as the built-in test provider takes it. */
export const CARD = { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" };

/** Parts with room for a few orders of their MOQ (not the newest, whose stock others read). */
export async function roomyParts(request: APIRequestContext, count: number): Promise<PartJson[]> {
  const parts = (await (await request.get("/api/parts")).json()) as PartJson[];
  const roomy = parts.slice(8).filter((part) => part.availableQty >= part.orderQty * 6);
  expect(roomy.length).toBeGreaterThanOrEqual(count);
  return roomy.slice(0, count);
}

/** Pays an order through the test provider's API, as the card form does. */
export async function payOrder(request: APIRequestContext, customer: Auth, orderId: string) {
  const intent = await request.post("/api/payment/create-payment-intent", {
    headers: customer,
    data: { orderId },
  });
  expect(intent.ok(), await intent.text()).toBe(true);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const confirmed = await request.post("/api/payment/test-provider/confirm", {
    headers: customer,
    data: { clientSecret, card: CARD },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

/** Ships the order of this Manage Orders row, through its "Are you sure?", as an admin does. */
export async function shipRow(page: Page, row: Locator) {
  await row.getByRole("button", { name: /Shipped/ }).click();
  await page
    .getByRole("dialog", { name: "Are you sure?" })
    .getByRole("button", { name: /Ship/ })
    .click();
  await expect(page.getByRole("dialog", { name: "Yeah!" })).toContainText(
    "Your Product is shipped.",
  );
}
