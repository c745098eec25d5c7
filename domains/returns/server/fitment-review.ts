import "server-only";
import { and, desc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { config } from "@/lib/config";
import { vehicleLabel } from "@/domains/fitment";
import { orders, parts, returns, vehicles } from "@/models";

/** A part the catalog may have fitted wrongly, by its wrong-part returns. */
export interface FitmentReviewJson {
  partId: string;
  productName: string;
  /** Wrong-part returns (not rejected) and the pieces they sent back. */
  returns: number;
  units: number;
  /** Of them, those opened in the last 90 days; `flagged` from FITMENT_REVIEW_THRESHOLD on. */
  recentReturns: number;
  flagged: boolean;
  vehicles: { _id: string; label: string }[];
  /** The part's fitment editor in the dashboard. */
  fitmentPath: string;
}

const wrongPart = and(eq(returns.reason, "wrong-part"), ne(returns.status, "rejected"));
const recent = sql`${returns.createdAt} > now() - interval '90 days'`;

/**
 * `GET /api/returns/fitment-review`: parts ranked by their wrong-part returns (most first, then
 * most pieces), each with the vehicles they were bought for and the link to fix their fitment.
 */
export async function fitmentReview(actor: Actor | null): Promise<FitmentReviewJson[]> {
  requireAdmin(actor);
  const db = await getDb();
  const count = sql<number>`count(*)::integer`;
  const units = sql<number>`sum(${returns.quantity})::integer`;
  const ranked = await db
    .select({
      partId: sql<string>`${orders.partId}`,
      productName: sql<string>`coalesce(max(${parts.productName}), max(${orders.productName}))`,
      returns: count,
      units,
      recentReturns: sql<number>`(count(*) filter (where ${recent}))::integer`,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(parts, eq(parts.id, orders.partId))
    .where(and(wrongPart, isNotNull(orders.partId)))
    .groupBy(orders.partId)
    .orderBy(desc(count), desc(units), orders.partId)
    .limit(200);
  const partIds = ranked.map((row) => row.partId);
  const concerned = partIds.length
    ? await db
        .selectDistinct({ partId: sql<string>`${orders.partId}`, vehicle: vehicles })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .innerJoin(vehicles, eq(vehicles.id, returns.vehicleId))
        .where(and(wrongPart, inArray(orders.partId, partIds)))
    : [];
  const threshold = config().fitmentReviewThreshold;
  return ranked.map((row) => ({
    ...row,
    flagged: row.recentReturns >= threshold,
    vehicles: concerned
      .filter((entry) => entry.partId === row.partId)
      .map(({ vehicle }) => ({ _id: vehicle.id, label: vehicleLabel(vehicle) })),
    fitmentPath: `/dashboard/fitment/${encodeURIComponent(row.partId)}`,
  }));
}
