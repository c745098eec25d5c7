import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { testPaymentIntents } from "./test-payment-intents";

/**
 * The test payment provider's refunds. As at Stripe, a refund asked again with the same
 * idempotency key answers the first refund instead of refunding twice.
 */
export const testPaymentRefunds = pgTable(
  "test_payment_refunds",
  {
    id: text("id").primaryKey(),
    intentId: text("intent_id")
      .notNull()
      .references(() => testPaymentIntents.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [check("test_refunds_amount_positive", sql`${table.amountCents} > 0`)],
);
