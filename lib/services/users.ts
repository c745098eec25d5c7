import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireAdmin, requireSelfOrAdmin, requireUser } from "@/lib/auth/guards";
import { toUserJson, type UserJson } from "@/lib/contract/user";
import { emailSchema, makeAdminSchema, profileSchema } from "@/lib/validation/users";
import { orders, users } from "@/models";
import { returnStock } from "./order-fulfilment";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";

/** `GET /api/admin/{email}`: whether that user is an admin; asked for yourself, or by an admin. */
export async function checkAdmin(actor: Actor | null, email: string): Promise<{ admin: boolean }> {
  const user = requireUser(actor);
  const target = emailSchema.parse(email);
  if (target === user.email) return { admin: user.role === "admin" };
  requireAdmin(user);
  const db = await getDb();
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.email, target));
  return { admin: row?.role === "admin" };
}

/** `GET /api/users?uid=`: an array whose first item is the profile (the contract's shape). */
export async function getProfile(actor: Actor | null, uid: string): Promise<UserJson[]> {
  requireSelfOrAdmin(actor, uid);
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  if (!row) throw new NotFoundError("User");
  return [toUserJson(row)];
}

/** `PATCH /api/users?uid=`: one's own five profile fields, nothing else. */
export async function updateProfile(
  actor: Actor | null,
  uid: string,
  input: unknown,
): Promise<{ success: true }> {
  const user = requireUser(actor);
  if (user.uid !== uid) throw new AppError(403, FORBIDDEN);
  const fields = profileSchema.parse(input);
  const db = await getDb();
  await db.update(users).set(fields).where(eq(users.uid, uid));
  return { success: true };
}

export async function listAllUsers(actor: Actor | null): Promise<UserJson[]> {
  requireAdmin(actor);
  const db = await getDb();
  const rows = await db.select().from(users).orderBy(asc(users.createdAt), asc(users.email));
  return rows.map(toUserJson);
}

/** `PUT /api/user/admin`: promotes a user by email. */
export async function makeAdmin(
  actor: Actor | null,
  input: unknown,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const { email } = makeAdminSchema.parse(input);
  const db = await getDb();
  const [target] = await db.select({ role: users.role }).from(users).where(eq(users.email, email));
  if (!target) throw new AppError(404, `No user has the email ${email}.`);
  const updated = await db
    .update(users)
    .set({ role: "admin" })
    .where(and(eq(users.email, email), ne(users.role, "admin")))
    .returning({ id: users.id });
  return { modifiedCount: updated.length };
}

/** `DELETE /api/user/{email}`: never oneself, never the last admin. */
export async function deleteUser(
  actor: Actor | null,
  email: string,
): Promise<{ deletedCount: number }> {
  const admin = requireAdmin(actor);
  const target = emailSchema.parse(email);
  if (target === admin.email) throw new AppError(409, "You cannot delete your own account.");
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    // Locking every admin row serialises concurrent deletions, so two admins deleting each
    // other cannot leave the shop with none.
    const admins = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, "admin"))
      .for("update");
    const targetIsAdmin = admins.some((row) => row.email === target);
    if (targetIsAdmin && admins.length <= 1)
      throw new AppError(409, "The last admin cannot be deleted.");
    await releaseOrdersOf(tx, target);
    const deleted = await tx
      .delete(users)
      .where(eq(users.email, target))
      .returning({ id: users.id });
    return { deletedCount: deleted.length };
  });
  // Their unpaid orders gave stock back.
  if (result.deletedCount) expireCached(CACHE_TAGS.parts);
  return result;
}

/**
 * A deleted user's orders go with them (foreign key cascade): their unpaid orders first give
 * their stock back, and paid orders still waiting to ship keep the account until they are
 * shipped or refunded.
 */
async function releaseOrdersOf(tx: Tx, email: string): Promise<void> {
  const owned = await tx
    .select({
      partId: orders.partId,
      orderQty: orders.orderQty,
      paid: orders.paid,
      shipped: orders.shipped,
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
  for (const order of owned) if (!order.paid) await returnStock(tx, order);
}
