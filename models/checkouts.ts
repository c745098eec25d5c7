import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { chargeChecks, chargeColumns } from "./charge-columns";
import { createdAtColumn, idColumn } from "./columns";
import { users } from "./users";
import { CHECKOUT_APPROVALS, CHECKOUT_PAYMENTS } from "./invoice-values";

export const checkoutPayment = pgEnum("checkout_payment", CHECKOUT_PAYMENTS);
export const checkoutApproval = pgEnum("checkout_approval", CHECKOUT_APPROVALS);

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
    /** The company the buyer bought for (a member's checkout), else null. */
    companyId: text("company_id"),
    poNumber: text("po_number"),
    payment: checkoutPayment("payment").notNull().default("card"),
    /** Set when a buyer's checkout went beyond their spending limit: a company admin decides. */
    approval: checkoutApproval("approval"),
    approvalDecidedBy: text("approval_decided_by"),
    approvalDecidedAt: timestamp("approval_decided_at", { withTimezone: true }),
    declineReason: text("decline_reason"),
    createdAt: createdAtColumn(),
    /** The lines' value (price × quantity summed), as the server priced them. */
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    /** Shipping and tax for the whole checkout, computed once on the server. */
    ...chargeColumns(),
  },
  (table) => [
    ...chargeChecks("checkouts", table),
    check("checkouts_subtotal_cents_check", sql`${table.subtotalCents} >= 0`),
    index("checkouts_uid_idx").on(table.uid),
    index("checkouts_awaiting_idx")
      .on(table.companyId, table.createdAt)
      .where(sql`${table.approval} = 'awaiting'`),
    uniqueIndex("checkouts_payment_intent_unique").on(table.paymentIntentId),
  ],
);
