import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { orders, payments } from "@/models";

/**
 * The paid orders (shipped ones too) paid at or after `since`, as a subquery with `part_id`,
 * `product_name`, `order_qty`, `total_cents` and `paid_at`.
 *
 * An order is dated by when it was paid, not placed: the ledger's `succeeded` row of the intent
 * that paid it (`transaction_id`; a checkout's one intent pays all its lines). An order with no
 * such row (written before the ledger, or straight to the table) falls back to its created_at.
 */
export function paidOrdersSince(since: Date): SQL {
  const paidAt = sql`coalesce(
    (SELECT min(${payments.createdAt}) FROM ${payments}
      WHERE ${payments.intentId} = ${orders.transactionId} AND ${payments.eventType} = 'succeeded'),
    ${orders.createdAt})`;
  return sql`(
    SELECT * FROM (
      SELECT ${orders.partId} AS part_id, ${orders.productName} AS product_name,
        ${orders.orderQty} AS order_qty,
        ${orders.priceCents}::bigint * ${orders.orderQty} AS total_cents, ${paidAt} AS paid_at
      FROM ${orders} WHERE ${orders.paid}
    ) AS paid_orders WHERE paid_orders.paid_at >= ${since.toISOString()}::timestamptz
  )`;
}
