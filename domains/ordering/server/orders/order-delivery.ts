import "server-only";
import { and, eq, inArray, max } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { config } from "@/lib/config";
import type { ReturnDeadlinesJson } from "@/domains/ordering/order-json";
import { orderEvents, type orders } from "@/models";

const DAY_MS = 24 * 60 * 60 * 1000;

type DeliveredOrder = Pick<typeof orders.$inferSelect, "id" | "deliveryBy" | "createdAt">;

/**
 * When the order counts as delivered: the later of when it shipped (its 'shipped' event) and the
 * end of its promised delivery day (delivery_by, shop time ignored: the day's end in UTC), so a
 * slow carrier never eats into the customer's window. An order shipped before events were kept
 * counts from when it was placed.
 */
function deliveredFrom(order: DeliveredOrder, shippedAt: Date | undefined): Date {
  const from = shippedAt ?? order.createdAt;
  const promised = order.deliveryBy ? new Date(`${order.deliveryBy}T23:59:59.999Z`) : null;
  return promised && promised > from ? promised : from;
}

/** The last moment a return opened `days` after delivery is still on time. */
export const returnDeadline = (delivered: Date, days: number) =>
  new Date(delivered.getTime() + days * DAY_MS);

/** When each of these orders last shipped, by order id (none: no 'shipped' event). */
async function shippedTimes(db: Db | Tx, orderIds: string[]): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderEvents.orderId, at: max(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(inArray(orderEvents.orderId, orderIds), eq(orderEvents.type, "shipped")))
    .groupBy(orderEvents.orderId);
  return new Map(rows.flatMap(({ orderId, at }) => (at ? [[orderId, new Date(at)]] : [])));
}

/** When one order counts as delivered (see deliveredFrom). */
export async function deliveredAt(db: Db | Tx, order: DeliveredOrder): Promise<Date> {
  return deliveredFrom(order, (await shippedTimes(db, [order.id])).get(order.id));
}

/**
 * The return deadlines of these orders, by id, as the returns' window check counts them:
 * RETURN_DAYS (pieces) and CORE_RETURN_DAYS (cores, with a deposit only) after delivery; none
 * before an order ships.
 */
export async function returnDeadlinesOf(
  db: Db | Tx,
  rows: (DeliveredOrder & { shipped: boolean; coreChargeCents: number })[],
): Promise<Map<string, ReturnDeadlinesJson>> {
  const shipped = rows.filter((row) => row.shipped);
  const times = await shippedTimes(
    db,
    shipped.map((row) => row.id),
  );
  const { returnDays, coreReturnDays } = config();
  return new Map(
    shipped.map((row) => {
      const delivered = deliveredFrom(row, times.get(row.id));
      const coreReturnBy =
        row.coreChargeCents > 0 ? returnDeadline(delivered, coreReturnDays).toISOString() : null;
      return [
        row.id,
        { returnBy: returnDeadline(delivered, returnDays).toISOString(), coreReturnBy },
      ];
    }),
  );
}
