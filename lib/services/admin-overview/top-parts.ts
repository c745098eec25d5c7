import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { AdminOverview } from "@/lib/contract/overview";
import { parts } from "@/models";
import { paidOrdersSince } from "./paid-orders";
import { revenueWindow } from "./time-window";

const LISTED = 10;

/**
 * The 10 parts that brought the most revenue over the last 30 days. A part is named as the
 * catalog names it now; a deleted part's orders are grouped by the name they kept.
 */
export async function topParts(db: Db, now: Date): Promise<AdminOverview["topParts"]> {
  const { start } = revenueWindow(now);
  const result = await db.execute(sql`
    SELECT paid.part_id,
      coalesce(min(${parts.productName}), min(paid.product_name)) AS product_name,
      sum(paid.total_cents)::bigint AS revenue_cents,
      count(*)::int AS orders,
      sum(paid.order_qty)::bigint AS quantity
    FROM ${paidOrdersSince(start)} AS paid
    LEFT JOIN ${parts} ON ${parts.id} = paid.part_id
    GROUP BY paid.part_id, CASE WHEN paid.part_id IS NULL THEN paid.product_name END
    ORDER BY revenue_cents DESC, product_name, paid.part_id
    LIMIT ${LISTED}`);
  type Row = {
    part_id: string | null;
    product_name: string;
    revenue_cents: string | number;
    orders: number;
    quantity: string | number;
  };
  return rowsOf<Row>(result).map((row) => ({
    _id: row.part_id,
    productName: row.product_name,
    revenueCents: Number(row.revenue_cents),
    orders: Number(row.orders),
    quantity: Number(row.quantity),
  }));
}
