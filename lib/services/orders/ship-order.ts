import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { toOrderJson } from "@/lib/contract/order";
import { orderShippedMail } from "@/lib/mail/order-mails";
import { orderMessages } from "@/lib/validation/spec-texts";
import { awaitingShipment, orderFor } from "@/lib/services/order-store";
import { recordOrderEvent } from "@/lib/services/order-events";
import { orders } from "@/models";
import { queueMail } from "@/lib/jobs/mail";

/** `PATCH /api/orders/shipped/{id}` (admins): only a paid order that has not shipped yet. */
export async function shipOrder(
  actor: Actor | null,
  orderId: string,
): Promise<{ modifiedCount: number }> {
  const admin = requireAdmin(actor);
  const order = await orderFor(actor, orderId, "see");
  if (!order.paid) throw new AppError(409, orderMessages.notPaidNotShippable);
  const db = await getDb();
  const shipped = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ shipped: true })
      .where(awaitingShipment(order.id))
      .returning();
    if (row) {
      await recordOrderEvent(tx, { type: "shipped", order: row, actor: admin });
      await queueMail(tx, orderShippedMail(toOrderJson(row)));
    }
    return row;
  });
  if (!shipped)
    throw new AppError(
      409,
      order.shipped ? orderMessages.alreadyShipped : orderMessages.refundInProgress,
    );
  return { modifiedCount: 1 };
}
