import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull, max, sql, sum } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import type { OrderedBeforeJson } from "@/domains/ordering/ordered-before";
import { companyMembers, orders, parts, users, vehicles } from "@/models";

/** At most this many parts are listed (the most recently ordered). */
const ORDERED_BEFORE_MAX = 50;

/**
 * Whose orders count as the caller's: their company's members' (a fleet buys together), or
 * their own when they belong to none.
 */
async function buyerUids(db: Db, actor: Actor): Promise<string[]> {
  const [member] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(eq(companyMembers.userId, actor.id));
  if (!member) return [actor.uid];
  const rows = await db
    .select({ uid: users.uid })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, member.companyId));
  return rows.map((row) => row.uid);
}

/**
 * `GET /api/garage/{vehicleId}/orders`: the parts the caller (or their company) ordered for
 * this vehicle, the last ordered first. Expired orders were never bought and do not count;
 * nobody else's orders ever show.
 */
export async function orderedBefore(
  actor: Actor | null,
  vehicleId: string,
): Promise<OrderedBeforeJson[]> {
  const user = requireUser(actor);
  const db = await getDb();
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(eq(vehicles.id, vehicleId));
  if (!vehicle) throw new NotFoundError("Vehicle");
  const lastOrderedAt = max(orders.createdAt);
  const rows = await db
    .select({
      partId: parts.id,
      partNumber: parts.partNumber,
      productName: parts.productName,
      quantity: sum(orders.orderQty).mapWith(Number),
      lastOrderedAt,
      lastQuantity:
        sql<number>`(array_agg(${orders.orderQty} ORDER BY ${orders.createdAt} DESC))[1]`.mapWith(
          Number,
        ),
      orders: count(),
    })
    .from(orders)
    .innerJoin(parts, eq(parts.id, orders.partId))
    .where(
      and(
        eq(orders.vehicleId, vehicleId),
        inArray(orders.uid, await buyerUids(db, user)),
        isNull(orders.expiredAt),
        isNotNull(orders.partId),
      ),
    )
    .groupBy(parts.id)
    .orderBy(desc(lastOrderedAt), parts.id)
    .limit(ORDERED_BEFORE_MAX);
  return rows.map((row) => ({
    ...row,
    lastOrderedAt: new Date(row.lastOrderedAt!).toISOString(),
  }));
}
