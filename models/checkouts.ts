import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { users } from "./users";

/**
 * One checkout of a cart: its lines are ordinary orders (orders.checkout_id) placed together in
 * one transaction and paid together with one payment intent for their sum.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: idColumn(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    /** The checkout's one payment intent at its provider, reused when the customer returns. */
    paymentIntentId: text("payment_intent_id"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("checkouts_uid_idx").on(table.uid),
    uniqueIndex("checkouts_payment_intent_unique").on(table.paymentIntentId),
  ],
);
