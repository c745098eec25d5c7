import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { idColumn } from "./columns";

/** The kinds of event in an order's history (the timeline's words for them: ordering's texts). */
export const orderEventType = pgEnum("order_event_type", [
  "placed",
  "intent_created",
  "paid",
  "shipped",
  "refunded",
  "expired",
  "deleted",
  "approved",
  "declined",
  "return_requested",
  "return_received",
  "return_refunded",
  "return_rejected",
]);
export type OrderEventKind = (typeof orderEventType.enumValues)[number];

/**
 * Append-only history of an order, written in the same transaction as the change it records.
 * `order_id` is deliberately not a foreign key: the events of a deleted order stay.
 */
export const orderEvents = pgTable(
  "order_events",
  {
    id: idColumn(),
    orderId: text("order_id").notNull(),
    /** The checkout the order belonged to, when it did. */
    checkoutId: text("checkout_id"),
    type: orderEventType("type").notNull(),
    /** Who did it; null for the system (expiry sweep, provider webhook). */
    actorUid: text("actor_uid"),
    /** The actor's name as it was, so a deleted user still shows. */
    actorName: text("actor_name"),
    /** What else is worth showing: a transaction id, an amount. */
    detail: text("detail"),
    // The statement's own time (not the transaction's), so events of one transaction keep order.
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index("order_events_order_id_created_at_idx").on(table.orderId, table.createdAt)],
);
