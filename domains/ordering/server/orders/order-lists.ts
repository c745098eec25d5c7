import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin, requireSelfOrAdmin } from "@/lib/auth/guards";
import { toOrderJson, type OrderJson } from "@/domains/ordering/order-json";
import { orderFor } from "@/domains/ordering/server/order-store";
import { orders } from "@/models";

/** `GET /api/orders?uid=`: one's own orders, newest first (an admin may look at anyone's). */
export async function listOrdersOf(actor: Actor | null, uid: string): Promise<OrderJson[]> {
  requireSelfOrAdmin(actor, uid);
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.uid, uid))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(toOrderJson);
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
