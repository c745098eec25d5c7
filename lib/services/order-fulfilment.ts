import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { orderTotalCents, toOrderJson } from "@/lib/contract/order";
import { orderShippedMail } from "@/lib/mail/order-mails";
import { sendInBackground } from "@/lib/mail/background";
import { paymentProvider } from "@/lib/payments";
import { orderMessages } from "@/lib/validation/messages";
import { shippedBodySchema } from "@/lib/validation/orders";
import { orders, parts } from "@/models";
import { findVisibleOrder } from "./orders";
import { recordPaymentEvent } from "./payment-ledger";

type OrderRow = typeof orders.$inferSelect;

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
    .where(and(eq(orders.id, order.id), eq(orders.paid, true), eq(orders.shipped, false)))
    .returning();
  if (!shipped) throw new AppError(409, orderMessages.alreadyShipped);
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

/**
 * `DELETE /api/orders/{id}`: a customer deletes their own unpaid order; an admin any order that
 * has not shipped, a paid one after refunding it in full. The stock returns in the same
 * transaction, and the delete is conditional on the state checked, so a payment or shipment
 * arriving meanwhile makes it a no-op rather than a wrong delete.
 */
export async function deleteOrder(
  actor: Actor | null,
  orderId: string,
): Promise<{ deletedCount: number }> {
  const order = await findVisibleOrder(actor, orderId);
  const isAdmin = actor?.role === "admin";
  if (order.shipped) throw new AppError(409, orderMessages.shippedOrderNotDeletable);
  if (order.paid && !isAdmin) throw new AppError(409, orderMessages.paidOrderNotDeletable);
  if (order.paid) await refundInFull(order);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(orders)
      .where(and(eq(orders.id, order.id), eq(orders.paid, order.paid), eq(orders.shipped, false)))
      .returning();
    if (!deleted) return { deletedCount: 0 };
    await returnStock(tx, deleted);
    return { deletedCount: 1 };
  });
}

/** Refunds a paid order through its provider and records it; a failure stops the deletion. */
async function refundInFull(order: OrderRow): Promise<void> {
  const provider = paymentProvider();
  const intentId = order.transactionId;
  if (!intentId) throw new AppError(409, "This paid order has no transaction to refund.");
  const amountCents = orderTotalCents(order);
  try {
    await provider.refund({ intentId, amountCents, idempotencyKey: `refund-${order.id}` });
  } catch (error) {
    const reason = error instanceof AppError ? error.message : "the provider did not answer";
    throw new AppError(409, `The refund failed (${reason}), so the order was not deleted.`);
  }
  const db = await getDb();
  await recordPaymentEvent(db, {
    provider: provider.name,
    intentId,
    orderId: order.id,
    eventType: "refunded",
    amountCents,
  });
}
