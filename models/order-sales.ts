import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

type SaleColumns = {
  paid: AnyPgColumn;
  refundPending: AnyPgColumn;
  onAccount: AnyPgColumn;
  expiredAt: AnyPgColumn;
  paidAt: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/**
 * When an order was sold, for tax (accrual: tax is due on sales made, not on money received): a
 * card order when it was paid (a row written paid without that time, by when it was placed); an
 * order on account when it was placed and billed, so paying its invoice later does not move it.
 * One expression for the query and its index (orders_sold_at_idx), which must match it exactly.
 */
export const soldAt = (t: SaleColumns): SQL =>
  sql`(CASE WHEN ${t.onAccount} THEN ${t.createdAt} ELSE coalesce(${t.paidAt}, ${t.createdAt}) END)`;

/**
 * The orders a sale was made by: paid and not being refunded, or billed on account and not
 * declined. Unpaid and expired card orders never count. An admin's refund deletes the order
 * (refund pending until then), so a refunded sale leaves the period it was sold in.
 */
export const countedAsSold = (t: SaleColumns): SQL =>
  sql`((${t.paid} AND NOT ${t.refundPending}) OR (${t.onAccount} AND ${t.expiredAt} IS NULL))`;
