import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin, requireSelfOrAdmin } from "@/lib/auth/guards";
import {
  toMyOrderJson,
  toOrderJson,
  type MyOrderJson,
  type OrderJson,
} from "@/domains/ordering/order-json";
import { orderFor } from "@/domains/ordering/server/order-store";
import { orders } from "@/models";
import { returnDeadlinesOf } from "./order-delivery";

/**
 * `GET /api/orders?uid=`: one's own orders, newest first (an admin may look at anyone's), each
 * with its return deadlines.
 */
export async function listOrdersOf(actor: Actor | null, uid: string): Promise<MyOrderJson[]> {
  requireSelfOrAdmin(actor, uid);
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.uid, uid))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const deadlines = await returnDeadlinesOf(db, rows);
  return rows.map((row) => toMyOrderJson(row, deadlines.get(row.id)));
}

/** `GET /api/orders/all`: every order, newest first, for the admins' Manage Orders. */
export async function listAllOrders(actor: Actor | null): Promise<OrderJson[]> {
  requireAdmin(actor);
  const db = await getDb();
  const rows = await db.select().from(orders).orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderJson);
}

/** `GET /api/orders/{id}`: what the payment screen shows. */
export async function getOrder(actor: Actor | null, orderId: string): Promise<OrderJson> {
  return toOrderJson(await orderFor(actor, orderId, "see"));
}
