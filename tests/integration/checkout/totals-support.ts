// What the shipping-and-tax checkout tests share: carts of parts of a known weight, the public
// shipping quote to compare with, addresses in states with and without taxed shipping, and
// the stored figures of a checkout and its orders.
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { checkouts, orders } from "@/models";
import type { CheckoutJson } from "@/domains/ordering/checkout-json";
import { fillCart, SHIPPING } from "../../helpers/checkout";
import { aPart, centsOf, quote } from "../shipping/shipping-support";

/** Texas taxes shipping (6.25 %); Michigan does not (6 %); Oregon has no sales tax. */
export const TEXAS = { ...SHIPPING, city: "Austin", state: "TX", zip: "78701" };
export const MICHIGAN = SHIPPING;
export const OREGON = { ...SHIPPING, city: "Portland", state: "OR", zip: "97201" };

/** Dollars to cents, exactly. */
export const cents = (dollars: number) => Math.round(dollars * 100);

/** Half-up tax of a taxable value at a rate in thousandths of a percent (6.25 % → 6250). */
export const taxAt = (thousandths: number, taxableCents: number) =>
  Math.floor((taxableCents * thousandths + 50_000) / 100_000);

/** A cart of one line: `quantity` of a 1 lb part at `priceCents`. */
export async function cartOfOne(buyer: { uid: string }, priceCents: number, quantity = 1) {
  const partId = await aPart({ priceCents });
  await fillCart(buyer, [{ partId, quantity }]);
  return { partId, quantity };
}

/** What the public quote says each service costs for these lines to the state (cents). */
export async function publicShipping(state: string, lines: { partId: string; quantity: number }[]) {
  const answer = await quote({ address: { state }, lines });
  if (answer.status !== 200) throw new Error(`quote: ${JSON.stringify(answer.body)}`);
  return centsOf(answer.body);
}

export type Totals = CheckoutJson["totals"];

/** The checkout's row and its orders' rows, as stored. */
export async function storedCharges(checkoutId: string) {
  const db = await getDb();
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
  const rows = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  return { checkout: checkout!, rows };
}
