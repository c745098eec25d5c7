import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { orders, parts } from "@/models";

export type ReturnedPart = { productName: string; partNumber: string | null };

/** The part each of these orders bought, by order id: its name as bought and its number now. */
export async function partsOfOrders(
  db: Db,
  orderIds: string[],
): Promise<Map<string, ReturnedPart>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orders.id, productName: orders.productName, partNumber: parts.partNumber })
    .from(orders)
    .leftJoin(parts, eq(parts.id, orders.partId))
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map(({ orderId, ...part }) => [orderId, part]));
}
