import "server-only";
import { and, eq, gt, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { config } from "@/lib/config";
import { orders, returns } from "@/models";

/**
 * Of these parts, those with FITMENT_REVIEW_THRESHOLD or more wrong-part returns (not rejected)
 * opened in the last 90 days: Manage Products flags them for a look at their fitment. Read from
 * the returns table itself, so the catalog does not stand on the returns domain.
 */
export async function partsForFitmentReview(partIds: string[]): Promise<Set<string>> {
  if (partIds.length === 0) return new Set();
  const db = await getDb();
  const rows = await db
    .select({ partId: sql<string>`${orders.partId}` })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(
      and(
        inArray(orders.partId, partIds),
        eq(returns.reason, "wrong-part"),
        ne(returns.status, "rejected"),
        gt(returns.createdAt, sql`now() - interval '90 days'`),
      ),
    )
    .groupBy(orders.partId)
    .having(sql`count(*) >= ${config().fitmentReviewThreshold}`);
  return new Set(rows.map((row) => row.partId));
}
