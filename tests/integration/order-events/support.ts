// What the order-events tests share: an order's events as stored, and the events route.
import { asc, eq } from "drizzle-orm";
import { GET as getEvents } from "@/app/api/orders/[id]/events/route";
import { getDb } from "@/lib/db";
import { orderEvents } from "@/models";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

/** The order's events as the table holds them, oldest first. */
export async function eventsOf(orderId: string) {
  return (await getDb())
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export const typesOf = async (orderId: string) => (await eventsOf(orderId)).map((e) => e.type);

/** GET /api/orders/{id}/events; null is a guest. */
export async function timelineAs(caller: { uid: string } | null, orderId: string) {
  return callRoute(getEvents, `/api/orders/${encodeURIComponent(orderId)}/events`, {
    headers: await headersOf(caller),
    params: { id: orderId },
  });
}
