import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { orders, orderTotalSql } from "@/models";

/**
 * The paid orders (shipped ones too) paid at or after `since`, as a subquery with `part_id`,
 * `product_name`, `order_qty`, `total_cents` (what was charged: lines, shipping and tax),
 * `shipping_cents`, `tax_cents` and `paid_at`.
 *
 * An order is dated by when it was paid, not placed (`paid_at`, written with the ledger's success;
 * a checkout's one payment dates all its lines). A row written paid without that time (seeds,
 * imports) counts from when it was placed. The expression is orders_paid_at_idx's, so only the
 * window's orders are read.
 */
export function paidOrdersSince(since: Date): SQL {
  const paidAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  return sql`(
    SELECT ${orders.partId} AS part_id, ${orders.productName} AS product_name,
      ${orders.orderQty} AS order_qty,
      ${orderTotalSql(orders)} AS total_cents, ${orders.shippingCents} AS shipping_cents,
      ${orders.taxCents} AS tax_cents, ${paidAt} AS paid_at
    FROM ${orders}
    WHERE ${orders.paid} AND ${paidAt} >= ${since.toISOString()}::timestamptz
  )`;
}
