import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { loginSchema } from "@/lib/validation/auth";
import { users } from "@/models";
import type { Actor } from "./actor";
import { hashPassword, verifyPassword } from "./password";

/**
 * Who a user is: the accounts as sessions, tokens and Auth.js's providers know them. Read from
 * the database every time, so a deleted user is nobody and a demoted admin a user at once.
 */
export function toActor(row: typeof users.$inferSelect): Actor {
  return {
    id: row.id,
    uid: row.uid,
    email: row.email,
    name: row.name,
    role: row.role,
    photoUrl: row.photoUrl,
  };
}

/** The user a session or token names, as they are now; null once they have been deleted. */
export async function findActorByUid(uid: string): Promise<Actor | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row ? toActor(row) : null;
}

export async function findActorByEmail(email: string): Promise<Actor | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ? toActor(row) : null;
}

// Compared against when the email is unknown, so both failures take the same time.
const unknownUserHash = hashPassword("not the password of anyone");

/**
 * The account these credentials open, or null; a wrong email and a wrong password look alike.
 * Auth.js hands over whatever the form sent, so the credentials are checked here.
 */
export async function verifyPasswordLogin(credentials: unknown): Promise<Actor | null> {
  const parsed = loginSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, parsed.data.email));
  if (!row?.passwordHash) {
    await verifyPassword(await unknownUserHash, parsed.data.password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, parsed.data.password)) ? toActor(row) : null;
}

/** The account of a Google sign-in: created on the first one, name and photo kept current. */
export async function upsertOAuthUser(profile: {
  email: string;
  name: string;
  photoUrl: string | null;
}): Promise<Actor> {
  const db = await getDb();
  const email = profile.email.trim().toLowerCase();
  const [row] = await db
    .insert(users)
    .values({ email, name: profile.name || email, photoUrl: profile.photoUrl })
    .onConflictDoUpdate({ target: users.email, set: { photoUrl: profile.photoUrl } })
    .returning();
  if (!row) throw new Error("The Google account could not be stored");
  return toActor(row);
}
