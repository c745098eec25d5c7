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

/** "1,234.50$", as the screens write dollars. */
export const money = (amount: number) =>
  `${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}$`;

export const cents = (amount: number) => Math.round(amount * 100);

export interface ShownCharges {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/**
 * The charges a breakdown (`charge-list`: Subtotal, Shipping (…), Tax (…), Total) shows, once it
 * has them all; checks the total is the subtotal plus shipping plus tax.
 */
export async function shownCharges(list: Locator): Promise<ShownCharges> {
  const terms = list.locator("dt");
  await expect(terms).toHaveText([/^Subtotal$/, /^Shipping \(/, /^Tax \(/, /^Total$/]);
  const amounts = (await list.locator("dd").allTextContents()).map((text) =>
    Number(text.replace(/[$,]/g, "")),
  );
  const [subtotal, shipping, tax, total] = amounts as [number, number, number, number];
  expect(cents(total)).toBe(cents(subtotal) + cents(shipping) + cents(tax));
  return { subtotal, shipping, tax, total };
}
