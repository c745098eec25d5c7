import "server-only";
import crypto from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { orderTotalCents, toOrderJson } from "@/lib/contract/order";
import { orderShippedMail } from "@/lib/mail/order-mails";
import { sendInBackground } from "@/lib/mail/background";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { paymentProvider } from "@/lib/payments";
import { orderMessages } from "@/lib/validation/spec-texts";
import { shippedBodySchema } from "@/lib/validation/orders";
import { orders, parts } from "@/models";
import { findVisibleOrder } from "./orders";
import { recordPaymentEvent } from "./payment-ledger";
import { confirmedIntent, settlePayment } from "./payment-settlement";

type OrderRow = typeof orders.$inferSelect;

/** Paid, not shipped, and no refund under way: the only state that may ship or be refunded. */
const awaitingShipment = (orderId: string) =>
  and(
    eq(orders.id, orderId),
    eq(orders.paid, true),
    eq(orders.shipped, false),
    eq(orders.refundPending, false),
  );

/** `PATCH /api/orders/shipped/{id}` (admins): only a paid order that has not shipped yet. */
export async function shipOrder(
  actor: Actor | null,
  orderId: string,
  body: unknown,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  shippedBodySchema.parse(body);
  const order = await findVisibleOrder(actor, orderId);
  if (!order.paid) throw new AppError(409, orderMessages.notPaidNotShippable);
  const db = await getDb();
  const [shipped] = await db
    .update(orders)
    .set({ shipped: true })
    .where(awaitingShipment(order.id))
    .returning();
  if (!shipped)
    throw new AppError(409, order.shipped ? orderMessages.alreadyShipped : REFUND_IN_PROGRESS);
  sendInBackground(orderShippedMail(toOrderJson(shipped)));
  return { modifiedCount: 1 };
}

/** Puts an order's quantity back on its part's shelf (if the part still exists). */
export async function returnStock(tx: Tx, order: Pick<OrderRow, "partId" | "orderQty">) {
  if (!order.partId) return;
  await tx
    .update(parts)
    .set({ availableQty: sql`${parts.availableQty} + ${order.orderQty}` })
    .where(eq(parts.id, order.partId));
}

const REFUND_IN_PROGRESS = "A refund of this order is in progress.";

/**
 * `DELETE /api/orders/{id}`: a customer deletes their own unpaid order; an admin any order that
 * has not shipped, a paid one after refunding it in full. The stock returns in the same
 * transaction as the delete, which is conditional on the state checked: a payment or shipment
 * arriving meanwhile makes it a no-op rather than a wrong delete.
 */
export async function deleteOrder(
  actor: Actor | null,
  orderId: string,
): Promise<{ deletedCount: number }> {
  let order = await findVisibleOrder(actor, orderId);
  if (order.shipped) throw new AppError(409, orderMessages.shippedOrderNotDeletable);
  if (!order.paid && order.paymentIntentId)
    order = await closePayment(order, order.paymentIntentId);
  if (order.paid && actor?.role !== "admin")
    throw new AppError(409, orderMessages.paidOrderNotDeletable);
  if (order.paid) await refundInFull(order);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(orders)
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.paid, order.paid),
          eq(orders.shipped, false),
          eq(orders.refundPending, order.paid),
        ),
      )
      .returning();
    if (!deleted) return { deletedCount: 0 };
    await returnStock(tx, deleted);
    return { deletedCount: 1 };
  });
  if (result.deletedCount) expireCached(CACHE_TAGS.parts);
  return result;
}

/**
 * Before an unpaid order goes, its intent is canceled at the provider so no card can pay for it
 * afterwards. If a payment got there first, the order is settled as paid and returned as such.
 */
async function closePayment(order: OrderRow, intentId: string): Promise<OrderRow> {
  const provider = paymentProvider();
  const state = await provider.cancelIntent(intentId);
  if (state === "processing")
    throw new AppError(409, "A payment for this order is being processed. Try again shortly.");
  if (state === "canceled") return order;
  const intent = await confirmedIntent(provider, order, intentId);
  await settlePayment(provider.name, order, intent);
  const db = await getDb();
  const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
  if (!current) throw new NotFoundError("Order");
  return current;
}

/**
 * Refunds a paid order in full and records it. The order is claimed first (refund pending), so
 * it cannot ship while the provider works; a failed refund releases it and stops the deletion.
 */
async function refundInFull(order: OrderRow): Promise<void> {
  const intentId = order.transactionId;
  if (!intentId) throw new AppError(409, "This paid order has no transaction to refund.");
  const db = await getDb();
  const claimed = await db
    .update(orders)
    .set({ refundPending: true })
    .where(awaitingShipment(order.id))
    .returning({ id: orders.id });
  if (claimed.length === 0) {
    const [current] = await db.select().from(orders).where(eq(orders.id, order.id));
    throw new AppError(
      409,
      current?.shipped ? orderMessages.shippedOrderNotDeletable : REFUND_IN_PROGRESS,
    );
  }
  const provider = paymentProvider();
  const amountCents = orderTotalCents(order);
  try {
    // A new key per attempt: Stripe replays a key's first answer, a refusal included, for a day.
    await provider.refund({
      intentId,
      amountCents,
      idempotencyKey: `refund-${order.id}-${crypto.randomUUID()}`,
    });
  } catch (error) {
    await db.update(orders).set({ refundPending: false }).where(eq(orders.id, order.id));
    const reason = error instanceof AppError ? error.message : "the provider did not answer";
    throw new AppError(409, `The refund failed (${reason}), so the order was not deleted.`);
  }
  await recordPaymentEvent(db, {
    provider: provider.name,
    intentId,
    orderId: order.id,
    eventType: "refunded",
    amountCents,
  });
}
