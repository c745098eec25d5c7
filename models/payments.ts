import { sql } from "drizzle-orm";
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { checkouts } from "./checkouts";
import { orders } from "./orders";

export const paymentEventType = pgEnum("payment_event_type", [
  "intent_created",
  "succeeded",
  "failed",
  "refunded",
  // Part of a payment given back for a return (one row per return: provider_event_id "return-…").
  "return_refunded",
]);

/** Append-only ledger of every payment event, whichever provider reported it. */
export const payments = pgTable(
  "payments",
  {
    id: idColumn(),
    orderId: text("order_id").references(() => orders.id, { onDelete: "set null" }),
    /** A checkout's payment is one row for all its orders (order_id null). */
    checkoutId: text("checkout_id").references(() => checkouts.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    intentId: text("intent_id").notNull(),
    eventType: paymentEventType("event_type").notNull(),
    /** The provider's event id, when it has one; unique so a redelivered event is kept once. */
    providerEventId: text("provider_event_id"),
    amountCents: integer("amount_cents").notNull(),
    /** The provider's reason, for a failed payment or refund. */
    detail: text("detail"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("payments_order_id_idx").on(table.orderId),
    index("payments_intent_id_idx").on(table.intentId),
    index("payments_checkout_id_idx").on(table.checkoutId),
    uniqueIndex("payments_provider_event_unique").on(table.provider, table.providerEventId),
    // Whichever of the webhook and the client reports it first, a payment succeeds once.
    uniqueIndex("payments_one_success_per_intent")
      .on(table.provider, table.intentId)
      .where(sql`${table.eventType} = 'succeeded'`),
    // A checkout's intent pays several orders; an admin may refund each of them once.
    uniqueIndex("payments_one_refund_per_intent")
      .on(table.provider, table.intentId, table.orderId)
      .where(sql`${table.eventType} = 'refunded'`),
    check("payments_amount_not_negative", sql`${table.amountCents} >= 0`),
  ],
);
