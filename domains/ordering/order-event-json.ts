import type { orderEvents } from "@/models";
import type { OrderJson } from "./order-json";

/** One event of an order's history, as the API answers it. */
export interface OrderEventJson {
  type: (typeof orderEvents.$inferSelect)["type"];
  /** When it happened (ISO 8601). */
  at: string;
  /** Who did it, or null for the system (the expiry sweep, a late refund). */
  actor: { uid: string; name: string | null } | null;
  detail: string | null;
}

/** `GET /api/orders/{id}/events`: the order (null once deleted) and its events, oldest first. */
export interface OrderTimelineJson {
  order: OrderJson | null;
  events: OrderEventJson[];
}

export function toOrderEventJson(row: typeof orderEvents.$inferSelect): OrderEventJson {
  return {
    type: row.type,
    at: row.createdAt.toISOString(),
    actor: row.actorUid === null ? null : { uid: row.actorUid, name: row.actorName },
    detail: row.detail,
  };
}
