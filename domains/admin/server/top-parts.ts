import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { AdminOverview } from "@/domains/admin/overview-json";
import { parts } from "@/models";
import { paidOrdersSince } from "./paid-orders";
import { revenueWindow } from "./time-window";

const LISTED = 10;

/**
 * The 10 parts that brought the most revenue over the last 30 days. A part is named as the
 * catalog names it now; a deleted part's orders are grouped by the name they kept. The window's
 * orders are ranked first and only the ten are looked up in the catalog (joining every order to
 * its part read the whole catalog).
 */
export async function topParts(db: Db, now: Date): Promise<AdminOverview["topParts"]> {
  const { start } = revenueWindow(now);
  const result = await db.execute(sql`
    WITH ranked AS (
      SELECT paid.part_id, min(paid.product_name) AS kept_name,
        sum(paid.total_cents)::bigint AS revenue_cents,
        count(*)::int AS orders,
        sum(paid.order_qty)::bigint AS quantity
      FROM ${paidOrdersSince(start)} AS paid
      GROUP BY paid.part_id, CASE WHEN paid.part_id IS NULL THEN paid.product_name END
      ORDER BY revenue_cents DESC, kept_name, paid.part_id
      LIMIT ${LISTED}
    )
    SELECT ranked.part_id, coalesce(${parts.productName}, ranked.kept_name) AS product_name,
      ranked.revenue_cents, ranked.orders, ranked.quantity
    FROM ranked LEFT JOIN ${parts} ON ${parts.id} = ranked.part_id
    ORDER BY ranked.revenue_cents DESC, ranked.kept_name, ranked.part_id`);
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
