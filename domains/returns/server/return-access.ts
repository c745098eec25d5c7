import "server-only";
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { companyMembers, orders, returns, users } from "@/models";

/** The company the caller administers, or null (a buyer, or in no company). */
async function administeredCompany(db: Db | Tx, actor: Actor): Promise<string | null> {
  const [member] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, actor.id));
  return member?.role === "admin" ? member.companyId : null;
}

/** The uids of a company's members, as SQL (for "their company's orders"). */
const memberUids = (companyId: string) =>
  sql`(SELECT ${users.uid} FROM ${users} JOIN ${companyMembers} ON ${companyMembers.userId} = ${users.id} WHERE ${companyMembers.companyId} = ${companyId})`;

/**
 * Whether the caller acts for the order's buyer: the buyer, or an admin of the buyer's company.
 * (Shop admins do not open returns for customers: they move them on.)
 */
export async function actsForBuyer(db: Db | Tx, actor: Actor, buyerUid: string) {
  if (buyerUid === actor.uid) return true;
  const companyId = await administeredCompany(db, actor);
  if (!companyId) return false;
  const [member] = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.uid, buyerUid), sql`${users.uid} IN ${memberUids(companyId)}`));
  return member !== undefined;
}

/**
 * Which returns the caller may read: every one for the shop's admins (undefined), else those of
 * their own orders, and of their company's members' orders when they administer it.
 */
export async function returnScope(db: Db | Tx, actor: Actor): Promise<SQL | undefined> {
  if (actor.role === "admin") return undefined;
  const companyId = await administeredCompany(db, actor);
  const buyers = companyId ? sql`${orders.uid} IN ${memberUids(companyId)}` : undefined;
  const ownOrders = db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.uid, actor.uid), buyers));
  return or(eq(returns.uid, actor.uid), inArray(returns.orderId, ownOrders));
}
