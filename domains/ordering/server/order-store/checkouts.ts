import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireUser } from "@/lib/auth/guards";
import { checkouts, orders } from "@/models";
import type { OrderAccess, OrderRow } from "./orders";
import { orderTotalCents } from "@/domains/ordering/order-json";

export type CheckoutRow = typeof checkouts.$inferSelect;

interface ReadOptions {
  tx?: Tx;
  /** Lock the checkout's orders (FOR UPDATE) until the transaction ends. */
  lock?: boolean;
}

/** The checkout with this id, or null. */
export async function readCheckout(id: string, { tx }: ReadOptions = {}) {
  const db = tx ?? (await getDb());
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id));
  return row ?? null;
}

/** The checkout's orders, oldest line first (as placed). */
export async function ordersOfCheckout(checkoutId: string, { tx, lock }: ReadOptions = {}) {
  const db = tx ?? (await getDb());
  const query = db
    .select()
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  return lock ? query.for("update") : query;
}

/**
 * The checkout, if it exists (404) and the actor may act on it in this way (401, 403): the same
 * rule as an order's ("see": its customer or an admin; "pay": its customer only).
 */
export async function checkoutFor(
  actor: Actor | null,
  checkoutId: string,
  access: OrderAccess,
): Promise<CheckoutRow> {
  const user = requireUser(actor);
  const checkout = await readCheckout(checkoutId);
  if (!checkout) throw new NotFoundError("Checkout");
  const allowed = checkout.uid === user.uid || (access === "see" && user.role === "admin");
  if (!allowed) throw new AppError(403, FORBIDDEN);
  return checkout;
}

/** The orders still to pay by card: unpaid, not expired, no refund under way, not invoiced. */
export const dueOrders = (rows: OrderRow[]) =>
  rows.filter((row) => !row.paid && !row.expiredAt && !row.refundPending && !row.onAccount);

/** What the orders charge together: lines, shipping and tax (orderTotalCents each). */
export const sumCents = (rows: Parameters<typeof orderTotalCents>[0][]) =>
  rows.reduce((sum, row) => sum + orderTotalCents(row), 0);
