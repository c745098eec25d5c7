import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import type { PaymentSubject } from "@/lib/payments/provider";
import { checkouts, orders } from "@/models";
import { orderFor, readOrder, type OrderAccess, type OrderRow } from "./orders";
import { checkoutFor, ordersOfCheckout, readCheckout, type CheckoutRow } from "./checkouts";

/**
 * What one payment pays for: a single order, or a checkout's orders. A single order is a
 * checkout of one line: intents, settlement, late payments and refunds run the same code over a
 * purchase's lines; only where its intent is kept, and its texts, depend on the kind.
 */
export interface Purchase {
  kind: "order" | "checkout";
  id: string;
  paymentIntentId: string | null;
  /** A buyer's checkout beyond their spending limit, not yet approved: nothing can be paid. */
  awaitingApproval: boolean;
}

/** A single order as a purchase (of its one line). */
const orderPurchase = (order: OrderRow): Purchase => ({
  kind: "order",
  id: order.id,
  paymentIntentId: order.paymentIntentId,
  awaitingApproval: false,
});

const checkoutPurchase = (checkout: CheckoutRow): Purchase => ({
  kind: "checkout",
  id: checkout.id,
  paymentIntentId: checkout.paymentIntentId,
  awaitingApproval: checkout.approval === "awaiting",
});

/** How intents, the ledger and jobs name the purchase: `{ orderId }` or `{ checkoutId }`. */
export const subjectOf = (purchase: Purchase): PaymentSubject =>
  purchase.kind === "order" ? { orderId: purchase.id } : { checkoutId: purchase.id };

/** The purchase the subject names, if it exists and the actor may act on it so (404, 401, 403). */
export async function purchaseFor(
  actor: Actor | null,
  subject: PaymentSubject,
  access: OrderAccess,
): Promise<Purchase> {
  return "checkoutId" in subject
    ? checkoutPurchase(await checkoutFor(actor, subject.checkoutId, access))
    : orderPurchase(await orderFor(actor, subject.orderId, access));
}

/** The purchase the subject names, or null (for the webhook and jobs: no caller to check). */
export async function readPurchase(subject: PaymentSubject): Promise<Purchase | null> {
  if ("checkoutId" in subject) {
    const checkout = await readCheckout(subject.checkoutId);
    return checkout && checkoutPurchase(checkout);
  }
  const order = await readOrder(subject.orderId);
  return order && orderPurchase(order);
}

/** The purchase an order is paid with: its checkout's, or its own. */
export async function purchaseOfOrder(order: OrderRow): Promise<Purchase | null> {
  return order.checkoutId ? readPurchase({ checkoutId: order.checkoutId }) : orderPurchase(order);
}

/** The purchase's orders: the single order (none once deleted), or the checkout's lines. */
export async function purchaseLines(
  purchase: Purchase,
  options: { tx?: Tx; lock?: boolean } = {},
): Promise<OrderRow[]> {
  if (purchase.kind === "checkout") return ordersOfCheckout(purchase.id, options);
  const order = await readOrder(purchase.id, options);
  return order ? [order] : [];
}

/** Keeps the purchase's current intent (an order's only while it is unpaid). */
export async function keepIntent(tx: Tx, purchase: Purchase, intentId: string): Promise<void> {
  if (purchase.kind === "checkout")
    await tx
      .update(checkouts)
      .set({ paymentIntentId: intentId })
      .where(eq(checkouts.id, purchase.id));
  else
    await tx
      .update(orders)
      .set({ paymentIntentId: intentId })
      .where(and(eq(orders.id, purchase.id), eq(orders.paid, false)));
}
