import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import type { AdminOverview } from "@/domains/admin/overview-json";
import { salesBetween } from "@/domains/tax/server";
import { orders } from "@/models";
import { revenueWindow } from "./time-window";

/**
 * Shipping and tax collected over the overview's 30 days, counted as the tax report counts
 * them (tax's `salesBetween`: paid or billed on account, by the day it was sold).
 */
export async function chargesCollected(db: Db, now: Date): Promise<AdminOverview["collected"]> {
  const { start } = revenueWindow(now);
  const result = await db.execute(sql`
    SELECT coalesce(sum(${orders.shippingCents}), 0)::bigint AS shipping_cents,
      coalesce(sum(${orders.taxCents}), 0)::bigint AS tax_cents
    FROM ${orders}
    WHERE ${salesBetween(sql`${start.toISOString()}::timestamptz`)}`);
  const [row] = rowsOf<{ shipping_cents: string | number; tax_cents: string | number }>(result);
  return { shippingCents: Number(row?.shipping_cents ?? 0), taxCents: Number(row?.tax_cents ?? 0) };
}
