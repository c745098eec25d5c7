import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { orderMessages } from "@/domains/ordering";
import { orderFor } from "@/domains/ordering/server";
import { closeUnpaidIntent, refundInFull } from "./closing";
import { putBack, stockChanged } from "@/domains/catalog/server";
import { recordOrderEvent } from "@/domains/ordering/server";
import { orders } from "@/models";

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
  const user = requireUser(actor);
  let order = await orderFor(user, orderId, "see");
  if (order.shipped) throw new AppError(409, orderMessages.shippedOrderNotDeletable);
  if (!order.paid && (order.paymentIntentId || order.checkoutId)) {
    // No card may pay the order once it is gone; a payment that got there first paid it.
    await closeUnpaidIntent(order);
    order = await orderFor(user, orderId, "see");
  }
  if (order.paid && user.role !== "admin")
    throw new AppError(409, orderMessages.paidOrderNotDeletable);
  if (order.paid) await refundInFull(order, user);
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
    if (!deleted) return { deletedCount: 0, stockBack: false };
    await recordOrderEvent(tx, { type: "deleted", order: deleted, actor: user });
    // An expired order gave its stock back when it expired.
    if (deleted.expiredAt) return { deletedCount: 1, stockBack: false };
    await putBack(tx, deleted);
    return { deletedCount: 1, stockBack: true };
  });
  if (result.stockBack) stockChanged([order.partId]);
  return { deletedCount: result.deletedCount };
}
