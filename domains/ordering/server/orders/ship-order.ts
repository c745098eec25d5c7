import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { toOrderJson } from "@/domains/ordering/order-json";
import { orderShippedMail } from "@/lib/mail/order-mails";
import { orderMessages } from "@/domains/ordering/order-texts";
import type { ShipmentTracking } from "@/domains/ordering/orders";
import { shippingMessages } from "@/domains/ordering/shipping-texts";
import { awaitingShipment, orderFor } from "@/domains/ordering/server/order-store";
import { recordOrderEvent } from "@/domains/ordering/server/order-events";
import { orders } from "@/models";
import { queueMail } from "@/lib/jobs/mail";

const NO_TRACKING: ShipmentTracking = { carrier: null, trackingNumber: null };

/**
 * `PATCH /api/orders/shipped/{id}` (admins): only a paid order that has not shipped yet, with the
 * carrier and tracking number when given. Each order ships on its own, a checkout's lines too
 * (they may leave in separate parcels), so each line keeps its own tracking.
 */
export async function shipOrder(
  actor: Actor | null,
  orderId: string,
  tracking: ShipmentTracking = NO_TRACKING,
): Promise<{ modifiedCount: number }> {
  const admin = requireAdmin(actor);
  const order = await orderFor(actor, orderId, "see");
  if (!order.paid && !order.onAccount) throw new AppError(409, orderMessages.notPaidNotShippable);
  const db = await getDb();
  const shipped = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ shipped: true, ...tracking })
      .where(awaitingShipment(order.id))
      .returning();
    if (row) {
      const detail = row.trackingNumber
        ? shippingMessages.shippedDetail(row.carrier, row.trackingNumber)
        : null;
      await recordOrderEvent(tx, { type: "shipped", order: row, actor: admin, detail });
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
