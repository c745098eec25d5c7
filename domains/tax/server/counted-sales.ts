import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { orders } from "@/models";

/**
 * When an order was sold, for tax (accrual: tax is due on sales made, not on money received): a
 * card order when it was paid (a row written paid without that time, by when it was placed); an
 * order on account when it was placed and billed, so paying its invoice later does not move it.
 */
const saleAt = sql`(CASE WHEN ${orders.onAccount} THEN ${orders.createdAt} ELSE coalesce(${orders.paidAt}, ${orders.createdAt}) END)`;

/**
 * The orders a sale was made by: paid and not being refunded, or billed on account and not
 * declined. Unpaid and expired card orders never count. An admin's refund deletes the order
 * (refund pending until then), so a refunded sale leaves the period it was sold in.
 */
const countedSale = sql`((${orders.paid} AND NOT ${orders.refundPending}) OR (${orders.onAccount} AND ${orders.expiredAt} IS NULL))`;

/**
 * The tax report's and the admin overview's one rule: the orders sold from `start` (included)
 * to `end` (excluded, or now when absent).
 */
export const salesBetween = (start: SQL, end?: SQL): SQL =>
  end
    ? sql`${countedSale} AND ${saleAt} >= ${start} AND ${saleAt} < ${end}`
    : sql`${countedSale} AND ${saleAt} >= ${start}`;
