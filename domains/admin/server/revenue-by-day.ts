import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { OVERVIEW_DAYS } from "@/domains/admin/overview-json";
import { paidOrdersSince } from "./paid-orders";
import { revenueWindow } from "./time-window";

/** Cents paid on each of the last 30 UTC days, oldest first; a day without sales is 0. */
export async function revenueByDay(db: Db, now: Date): Promise<{ day: string; cents: number }[]> {
  const { start, days } = revenueWindow(now);
  const result = await db.execute(sql`
    WITH daily AS (
      SELECT floor(extract(epoch FROM paid.paid_at - ${start.toISOString()}::timestamptz) / 86400)::int
          AS day_index,
        sum(paid.total_cents) AS cents
      FROM ${paidOrdersSince(start)} AS paid
      GROUP BY 1
    )
    SELECT series.day_index, coalesce(daily.cents, 0)::bigint AS cents
    FROM generate_series(0, ${OVERVIEW_DAYS - 1}::int) AS series(day_index)
    LEFT JOIN daily ON daily.day_index = series.day_index
    ORDER BY series.day_index`);
  return rowsOf<{ day_index: number; cents: string | number | bigint }>(result).map((row) => ({
    day: days[Number(row.day_index)]!,
    cents: Number(row.cents),
  }));
}
