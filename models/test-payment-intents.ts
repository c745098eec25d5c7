import { sql } from "drizzle-orm";
import { check, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";

export const testIntentStatus = pgEnum("test_intent_status", [
  "requires_payment_method",
  "succeeded",
  "canceled",
]);

/**
 * The built-in test payment provider's own records: what Stripe keeps on its servers, kept here
 * when no Stripe keys are configured. No card data is stored.
 */
export const testPaymentIntents = pgTable(
  "test_payment_intents",
  {
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull().unique(),
    /** Like Stripe's metadata.orderId: the order the intent was created for. */
    orderId: text("order_id"),
    /** Like Stripe's metadata.checkoutId: the checkout (all its orders) the intent pays. */
    checkoutId: text("checkout_id"),
    /** As at Stripe: a second create with the same key answers the first intent. */
    idempotencyKey: text("idempotency_key").unique(),
    amountCents: integer("amount_cents").notNull(),
    status: testIntentStatus("status").notNull().default("requires_payment_method"),
    lastError: text("last_error"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check("test_intents_amount_positive", sql`${table.amountCents} > 0`),
    check(
      "test_intents_refund_within_amount",
      sql`${table.refundedCents} BETWEEN 0 AND ${table.amountCents}`,
    ),
  ],
);
