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
 * CORE_RETURN_DAYS of shipping (past it, the deposit is the shop's), counting their pieces whose
 * core has not been received.
 */
export async function coresOutstanding(): Promise<CoresOutstandingJson> {
  const db = await getDb();
  const days = config().coreReturnDays;
  const shippedAt = sql`coalesce((SELECT max(${orderEvents.createdAt}) FROM ${orderEvents} WHERE ${orderEvents.orderId} = ${orders.id} AND ${orderEvents.type} = 'shipped'), ${orders.createdAt})`;
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
        sql`${shippedAt} > now() - make_interval(days => ${days}::integer)`,
      ),
    );
  return { units: Number(sums?.units ?? 0), deposit: Number(sums?.cents ?? 0) / 100 };
}
