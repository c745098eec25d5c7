import "server-only";
import { and, eq, or } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireUser } from "@/lib/auth/guards";
import { orders } from "@/models";

/**
 * The one place that reads an order by id and decides who may act on it. Orders, payments and
 * the webhook all come here; nothing else selects an order by id.
 */
export type OrderRow = typeof orders.$inferSelect;

/**
 * "see": the customer who placed it, or an admin (reading, shipping, deleting).
 * "pay": only the customer who placed it (paying is theirs alone).
 */
export type OrderAccess = "see" | "pay";

interface ReadOptions {
  /** Read inside this transaction; with `lock`, the row stays locked (FOR UPDATE) until it ends. */
  tx?: Tx;
  lock?: boolean;
}

/** The order with this id, or null. */
export async function readOrder(id: string, { tx, lock }: ReadOptions = {}) {
  const db = tx ?? (await getDb());
  const query = db.select().from(orders).where(eq(orders.id, id));
  const [row] = await (lock ? query.for("update") : query);
  return row ?? null;
}

/** Whether the actor may act on this order in this way. */
function mayAccess(actor: Actor, order: OrderRow, access: OrderAccess): boolean {
  if (order.uid === actor.uid) return true;
  return access === "see" && actor.role === "admin";
}

/** The order, if it exists (404) and the actor may act on it in this way (401, 403). */
export async function orderFor(
  actor: Actor | null,
  orderId: string,
  access: OrderAccess,
  options: ReadOptions = {},
): Promise<OrderRow> {
  const user = requireUser(actor);
  const order = await readOrder(orderId, options);
  if (!order) throw new NotFoundError("Order");
  if (!mayAccess(user, order, access)) throw new AppError(403, FORBIDDEN);
  return order;
}

/** Paid, not shipped, and no refund under way: the only state that may ship or be refunded. */
export const awaitingShipment = (orderId: string) =>
  and(
    eq(orders.id, orderId),
    or(eq(orders.paid, true), eq(orders.onAccount, true)),
    eq(orders.shipped, false),
    eq(orders.refundPending, false),
  );
