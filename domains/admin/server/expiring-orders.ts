import "server-only";
import { and, asc, gt, isNull, lte, not, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { AdminOverview } from "@/domains/admin/overview-json";
import { orders, orderTotalSql } from "@/models";

/** How far ahead the overview looks for unpaid orders about to lose their hold. */
const EXPIRING_WITHIN_MS = 60 * 60_000;
const LISTED = 10;

/**
 * The unpaid orders still holding stock whose hold ends within the next hour, soonest first
 * (the expiry sweep's own partial index, orders_hold_until_idx, serves the query).
 */
export async function expiringSoon(db: Db, now: Date): Promise<AdminOverview["expiringSoon"]> {
  const rows = await db
    .select({
      _id: orders.id,
      name: orders.authorName,
      email: orders.authorEmail,
      productName: orders.productName,
      totalCents: sql<number>`${orderTotalSql(orders)}`.mapWith(Number),
      holdUntil: orders.holdUntil,
    })
    .from(orders)
    .where(
      and(
        not(orders.paid),
        isNull(orders.expiredAt),
        gt(orders.holdUntil, now),
        lte(orders.holdUntil, new Date(now.getTime() + EXPIRING_WITHIN_MS)),
      ),
    )
    .orderBy(asc(orders.holdUntil), asc(orders.id))
    .limit(LISTED);
  return rows.map(({ name, email, holdUntil, ...order }) => ({
    ...order,
    customer: { name, email },
    holdUntil: holdUntil!,
    minutesLeft: Math.ceil((holdUntil!.getTime() - now.getTime()) / 60_000),
  }));
}
