import "server-only";
import { and, eq, max } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { orderEvents, type orders } from "@/models";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the order counts as delivered: the later of when it shipped (its 'shipped' event) and the
 * end of its promised delivery day (delivery_by, shop time ignored: the day's end in UTC), so a
 * slow carrier never eats into the customer's window. An order shipped before events were kept
 * counts from when it was placed.
 */
export async function deliveredAt(
  tx: Tx,
  order: Pick<typeof orders.$inferSelect, "id" | "deliveryBy" | "createdAt">,
): Promise<Date> {
  const [shipped] = await tx
    .select({ at: max(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.type, "shipped")));
  const shippedAt = shipped?.at ? new Date(shipped.at) : order.createdAt;
  const promised = order.deliveryBy ? new Date(`${order.deliveryBy}T23:59:59.999Z`) : null;
  return promised && promised > shippedAt ? promised : shippedAt;
}

/** Whether a return opened now is still within `days` of delivery. */
export const withinWindow = (delivered: Date, days: number, now = new Date()) =>
  now.getTime() <= delivered.getTime() + days * DAY_MS;
