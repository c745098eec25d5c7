import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin, requireUser } from "@/lib/auth/guards";
import { toUserJson, type UserJson } from "@/domains/accounts/user-json";
import { putBack, stockChanged } from "@/domains/catalog/server";
import { accountMessages } from "@/domains/accounts/account-texts";
import { orders, users } from "@/models";

/** `GET /api/admin/{email}`: whether that user is an admin; asked for yourself, or by an admin. */
export async function checkAdmin(actor: Actor | null, email: string): Promise<{ admin: boolean }> {
  const user = requireUser(actor);
  if (email === user.email) return { admin: user.role === "admin" };
  requireAdmin(user);
  const db = await getDb();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  return { admin: row?.role === "admin" };
}

/** `GET /api/users/all`: every account, oldest first, for the admins' Manage Users. */
export async function listAllUsers(actor: Actor | null): Promise<UserJson[]> {
  requireAdmin(actor);
  const db = await getDb();
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(toUserJson);
}

/** `PUT /api/user/admin`: promotes a user by email, ending the sessions of their old role. */
async function makeAdmin(actor: Actor | null, email: string): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const db = await getDb();
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  if (!target) throw new AppError(404, `No user has the email ${email}.`);
  const updated = await db
    .update(users)
    .set({ role: "admin", tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(and(eq(users.email, email), ne(users.role, "admin")))
    .returning({ id: users.id });
  return { modifiedCount: updated.length };
}

/**
 * `PUT /api/user/admin` with `admin: false`: another admin becomes a customer again, ending
 * the sessions of their admin role; never oneself, never the last admin.
 */
async function removeAdmin(actor: Actor | null, email: string): Promise<{ modifiedCount: number }> {
  const admin = requireAdmin(actor);
  if (email === admin.email)
    throw new AppError(409, "You cannot remove your own admin role; ask another admin.");
  const db = await getDb();
  return db.transaction(async (tx) => {
    // As for deletions: locking every admin row keeps two admins demoting each other from
    // leaving the shop with none.
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, "admin"))
      .for("update");
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!target) throw new AppError(404, `No user has the email ${email}.`);
    if (!admins.some((row) => row.email === email)) return { modifiedCount: 0 };
    if (admins.length <= 1) throw new AppError(409, "The last admin cannot lose the admin role.");
    const updated = await tx
      .update(users)
      .set({ role: "user", tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    return { modifiedCount: updated.length };
  });
}

/** `DELETE /api/user/{email}`: never oneself, never the last admin. */
export async function deleteUser(
  actor: Actor | null,
  email: string,
): Promise<{ deletedCount: number }> {
  const admin = requireAdmin(actor);
  // The spec's refusal, then why (the Manage Users toast shows the server's message).
  if (email === admin.email)
    throw new AppError(
      409,
      `${accountMessages.userNotDeleted(email)} You cannot delete your own account.`,
    );
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Locking every admin row serialises concurrent deletions, so two admins deleting each
    // other cannot leave the shop with none.
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, "admin"))
      .for("update");
    const targetIsAdmin = admins.some((row) => row.email === email);
    if (targetIsAdmin && admins.length <= 1)
      throw new AppError(409, "The last admin cannot be deleted.");
    const released = await releaseOrdersOf(tx, email);
    const deleted = await tx
      .delete(users)
      .where(eq(users.email, email))
      .returning({ id: users.id });
    return { deletedCount: deleted.length, released };
  });
  // Their unpaid orders gave stock back.
  if (result.deletedCount) stockChanged(result.released);
  return { deletedCount: result.deletedCount };
}

/**
 * A deleted user's orders go with them (foreign key cascade): their unpaid orders first give
 * their stock back, and paid orders still waiting to ship keep the account until they are
 * shipped or refunded. Answers the parts whose stock came back.
 */
async function releaseOrdersOf(tx: Tx, email: string): Promise<(string | null)[]> {
  const owned = await tx
    .select({
      partId: orders.partId,
      orderQty: orders.orderQty,
      paid: orders.paid,
      shipped: orders.shipped,
      expiredAt: orders.expiredAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.uid, orders.uid))
    .where(eq(users.email, email))
    .for("update", { of: orders });
  if (owned.some((order) => order.paid && !order.shipped))
    throw new AppError(
      409,
      "This user has paid orders waiting to ship. Ship or delete (refund) them first.",
    );
  // An expired order gave its stock back when it expired.
  const holding = owned.filter((order) => !order.paid && !order.expiredAt);
  for (const order of holding) await putBack(tx, order);
  return holding.map((order) => order.partId);
}

/** `PUT /api/user/admin`: `admin` true promotes, false takes the role away. */
export const setAdminRole = (actor: Actor | null, email: string, admin: boolean) =>
  admin ? makeAdmin(actor, email) : removeAdmin(actor, email);
