import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db, type Tx } from "@/lib/db";
import { loginSchema } from "@/domains/accounts";
import { emailSchema, normalizeEmail } from "@/domains/accounts";
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

/** An account as a new session or token is issued for it: with the version it is issued under. */
export type SigningIn = Actor & { tokenVersion: number };

const toSigningIn = (row: typeof users.$inferSelect): SigningIn => ({
  ...toActor(row),
  tokenVersion: row.tokenVersion,
});

/**
 * The user a session or token names, as they are now; null once they have been deleted, or when
 * it was issued under another token version (they signed out, changed password or role since).
 */
export async function findActorByCredential(credential: {
  uid: string;
  version: number;
}): Promise<Actor | null> {
  const [row] = await userByUid(await getDb()).execute({ uid: credential.uid });
  return row && row.tokenVersion === credential.version ? toActor(row) : null;
}

// Every authenticated request reads its user: the statement is built and prepared once per
// database (the server then plans it once per connection).
const userByUidStatements = new WeakMap<Db, ReturnType<typeof prepareUserByUid>>();
const prepareUserByUid = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.uid, sql.placeholder("uid")))
    .prepare("user_by_uid");

function userByUid(db: Db) {
  let statement = userByUidStatements.get(db);
  if (!statement) {
    statement = prepareUserByUid(db);
    userByUidStatements.set(db, statement);
  }
  return statement;
}

/**
 * Ends every session and API token of this user issued so far (sign-out, new password, new role).
 * With `onlyIfVersion`, only when that is still the current version, so a session that has
 * already ended cannot end the newer ones.
 */
export async function revokeCredentials(
  db: Db | Tx,
  userId: { uid: string } | { id: string },
  onlyIfVersion?: number,
): Promise<void> {
  const who = "uid" in userId ? eq(users.uid, userId.uid) : eq(users.id, userId.id);
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(onlyIfVersion === undefined ? who : and(who, eq(users.tokenVersion, onlyIfVersion)));
}

export async function findActorByEmail(email: string): Promise<Actor | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)));
  return row ? toActor(row) : null;
}

// Compared against when the email is unknown, so both failures take the same time.
const unknownUserHash = hashPassword("not the password of anyone");

/**
 * The account these credentials open, or null; a wrong email and a wrong password look alike.
 * Auth.js hands over whatever the form sent, so the credentials are checked here.
 */
export async function verifyPasswordLogin(credentials: unknown): Promise<SigningIn | null> {
  const parsed = loginSchema.safeParse(credentials);
  if (!parsed.success) return null;
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, parsed.data.email));
  if (!row?.passwordHash) {
    await verifyPassword(await unknownUserHash, parsed.data.password);
    return null;
  }
  return (await verifyPassword(row.passwordHash, parsed.data.password)) ? toSigningIn(row) : null;
}

/** The account of a Google sign-in: created on the first one, name and photo kept current. */
export async function upsertOAuthUser(profile: {
  email: string;
  name: string;
  photoUrl: string | null;
}): Promise<SigningIn> {
  const db = await getDb();
  // Google's address goes through the same rule as a sign-up's, so admins can manage the account.
  const email = emailSchema.parse(profile.email);
  const [row] = await db
    .insert(users)
    .values({ email, name: profile.name || email, photoUrl: profile.photoUrl })
    .onConflictDoUpdate({ target: users.email, set: { photoUrl: profile.photoUrl } })
    .returning();
  if (!row) throw new Error("The Google account could not be stored");
  return toSigningIn(row);
}
