import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { toOrderJson } from "@/domains/ordering/order-json";
import { toOrderEventJson, type OrderTimelineJson } from "@/domains/ordering/order-event-json";
import { orderFor } from "@/domains/ordering/server/order-store";
import { orderEvents } from "@/models";

/** The order's events, oldest first (ties, within one statement, by id). */
async function eventsOf(orderId: string) {
  const db = await getDb();
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * `GET /api/orders/{id}/events` and the order detail page: the order and its history. Who may
 * see it is the order store's rule (the customer who placed it, or an admin; anyone else 403,
 * no such order 404). A deleted order's history stays: an admin still sees it (order null); its
 * customer, like anyone, gets 404 once the order is gone.
 */
export async function orderTimeline(
  actor: Actor | null,
  orderId: string,
): Promise<OrderTimelineJson> {
  const user = requireUser(actor);
  const order = await orderFor(user, orderId, "see").catch((error: unknown) => {
    if (error instanceof NotFoundError && user.role === "admin") return null;
    throw error;
  });
  const events = await eventsOf(orderId);
  if (!order && events.length === 0) throw new NotFoundError("Order");
  return { order: order && toOrderJson(order), events: events.map(toOrderEventJson) };
}
