import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { FORBIDDEN, requireSelfOrAdmin, requireUser } from "@/lib/auth/guards";
import { toUserJson, type UserJson } from "@/domains/accounts/user-json";
import type { ProfileInput } from "@/domains/accounts/users";
import { users } from "@/models";

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
  fields: ProfileInput,
): Promise<{ success: true }> {
  const user = requireUser(actor);
  if (user.uid !== uid) throw new AppError(403, FORBIDDEN);
  const db = await getDb();
  await db.update(users).set(fields).where(eq(users.uid, uid));
  return { success: true };
}
