import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { config } from "@/lib/config";
import { orderEvents, orders } from "@/models";

/** Cores owed to the shop: pieces shipped with a deposit whose core has not come back yet. */
export interface CoresOutstandingJson {
  units: number;
  /** The deposits those pieces carry, in dollars (what the shop refunds when they come back). */
  deposit: number;
}

/**
 * The admin overview's cores outstanding: shipped orders with a core deposit, still within
 * CORE_RETURN_DAYS of delivery (past it, the deposit is the shop's), counting their pieces whose
 * core has not been received. Delivery is counted as the returns' window check counts it
 * (order-delivery.ts): the later of shipping and the end of the promised day, in UTC.
 */
export async function coresOutstanding(): Promise<CoresOutstandingJson> {
  const db = await getDb();
  const days = config().coreReturnDays;
  const shippedAt = sql`coalesce((SELECT max(${orderEvents.createdAt}) FROM ${orderEvents} WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.type} = 'shipped'), ${orders.createdAt})`;
  const promisedEnd = sql`((${orders.deliveryBy}::timestamp + interval '1 day' - interval '1 millisecond') AT TIME ZONE 'UTC')`;
  const deliveredAt = sql`greatest(${shippedAt}, ${promisedEnd})`;
  const pieces = sql`(${orders.orderQty} - ${orders.coresReturned})`;
  const [sums] = await db
    .select({
      units: sql<string>`coalesce(sum(${pieces}), 0)`,
      cents: sql<string>`coalesce(sum(${pieces}::bigint * ${orders.coreChargeCents}), 0)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.shipped, true),
        gt(orders.coreChargeCents, 0),
        sql`${pieces} > 0`,
        sql`${deliveredAt} > now() - make_interval(days => ${days}::integer)`,
      ),
    );
  return { units: Number(sums?.units ?? 0), deposit: Number(sums?.cents ?? 0) / 100 };
}
