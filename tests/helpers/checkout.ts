import { eq } from "drizzle-orm";
import { POST as postCheckout } from "@/app/api/checkout/route";
import { POST as postCheckoutQuote } from "@/app/api/checkout/quote/route";
import { GET as getCheckoutRoute } from "@/app/api/checkout/[checkoutId]/route";
import { POST as postCheckoutPaid } from "@/app/api/checkout/[checkoutId]/paid/route";
import type { CheckoutJson } from "@/domains/ordering/checkout-json";
import { getDb } from "@/lib/db";
import { cartLines, orders, payments } from "@/models";
import { userByUid } from "./accounts";
import { callRoute } from "./call-route";
import { CARDS, confirmCard, createIntent, intentIdOf } from "./orders";
import { headersOf } from "./tokens";

export const SHIPPING = {
  address: "12 Piston Road",
  phone: "+1 555 0199",
  city: "Detroit",
  state: "MI",
  zip: "48201",
};

/**
 * Puts these lines straight into the buyer's server cart (replacing what was there); nothing for
 * a user that no longer exists.
 */
export async function fillCart(
  buyer: { uid: string },
  lines: { partId: string; quantity: number }[],
): Promise<void> {
  const db = await getDb();
  await db.delete(cartLines).where(eq(cartLines.uid, buyer.uid));
  if (lines.length === 0 || !(await userByUid(buyer.uid))) return;
  await db.insert(cartLines).values(lines.map((line) => ({ uid: buyer.uid, ...line })));
}

export async function cartOf(buyer: { uid: string }) {
  return (await getDb())
    .select({ partId: cartLines.partId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.uid, buyer.uid));
}

/** A POST of a checkout body (where to, by which service …) by the caller. */
const postedAs =
  (handler: Parameters<typeof callRoute>[0], url: string) =>
  async (caller: { uid: string } | null, body: unknown = { address: SHIPPING }) =>
    callRoute(handler, url, { method: "POST", headers: await headersOf(caller), body });

/** POST /api/checkout */
export const checkOut = postedAs(postCheckout, "/api/checkout");

/** POST /api/checkout/quote */
export const quoteCheckout = postedAs(postCheckoutQuote, "/api/checkout/quote");

export type Placed = Pick<CheckoutJson, "orders" | "total" | "totals" | "shipping" | "tax"> & {
  checkoutId: string;
};

/** A checkout that must be placed. */
export async function placedCheckout(buyer: { uid: string }): Promise<Placed> {
  const answer = await checkOut(buyer);
  if (answer.status !== 201) throw new Error(`Checkout refused: ${JSON.stringify(answer.body)}`);
  return answer.body as Placed;
}

/** GET /api/checkout/{id} */
export async function readCheckoutAs(caller: { uid: string } | null, checkoutId: string) {
  return callRoute(getCheckoutRoute, `/api/checkout/${checkoutId}`, {
    headers: await headersOf(caller),
    params: { checkoutId },
  });
}

/** POST /api/checkout/{id}/paid */
export async function claimCheckoutPaid(
  caller: { uid: string } | null,
  checkoutId: string,
  transactionId: string,
) {
  return callRoute(postCheckoutPaid, `/api/checkout/${checkoutId}/paid`, {
    method: "POST",
    headers: await headersOf(caller),
    params: { checkoutId },
    body: { transactionId },
  });
}

/** The checkout's client secret (one intent for its sum). */
export async function checkoutSecret(buyer: { uid: string }, checkoutId: string, price?: number) {
  const intent = await createIntent(buyer, { checkoutId, price });
  if (intent.status !== 200) throw new Error(`No intent: ${JSON.stringify(intent.body)}`);
  return (intent.body as { clientSecret: string }).clientSecret;
}

/** Pays the checkout with 4242…; returns the intent's id. */
export async function payCheckout(buyer: { uid: string }, checkoutId: string): Promise<string> {
  const secret = await checkoutSecret(buyer, checkoutId);
  const confirmed = await confirmCard(buyer, secret, CARDS.succeeds);
  if (confirmed.status !== 200) throw new Error(`Not paid: ${JSON.stringify(confirmed.body)}`);
  return intentIdOf(secret);
}

export async function checkoutRows(checkoutId: string) {
  const db = await getDb();
  const rows = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  const ledger = await db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  return { rows, ledger };
}

export type { CheckoutJson };
