import { and, eq, notInArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { CLIENT_ADDRESS_HEADER } from "@/lib/security/client-address";
import { registerWithPassword } from "@/domains/accounts/server";
import { users } from "@/models";

export const demo = { admin: "admin@example.com", customer: "customer@example.com" } as const;
export const TEST_PASSWORD = "Secret123!";

/** The Origin and Host headers of a call made by the shop's own pages. */
export const sameOrigin = { origin: "http://localhost", host: "localhost" } as const;

/**
 * The caller's address as the server's request hook stamps it (from the socket). Handlers called
 * directly in Jest have no socket, so tests say which client they are this way.
 */
export const fromAddress = (ip: string) => ({ [CLIENT_ADDRESS_HEADER]: ip });

export type UserRow = typeof users.$inferSelect;

export async function userByEmail(email: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function userByUid(uid: string): Promise<UserRow | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.uid, uid));
  return row;
}

export async function demoUser(email: string): Promise<UserRow> {
  const row = await userByEmail(email);
  if (!row) throw new Error(`The demo user ${email} is missing`);
  return row;
}

export async function setRole(uid: string, role: "admin" | "user"): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ role }).where(eq(users.uid, uid));
}

/** Leaves these users as the only admins (everyone else becomes a user). */
export async function onlyAdmins(...uids: string[]): Promise<void> {
  const db = await getDb();
  await db
    .update(users)
    .set({ role: "user" })
    .where(and(eq(users.role, "admin"), notInArray(users.uid, uids)));
}

export async function removeUser(uid: string): Promise<void> {
  const db = await getDb();
  await db.delete(users).where(eq(users.uid, uid));
}

let created = 0;

/** A new account made the way sign-up makes it, promoted in the database when asked. */
export async function createUser(
  role: "admin" | "user" = "user",
): Promise<{ uid: string; email: string; name: string; role: "admin" | "user" }> {
  created += 1;
  const actor = await registerWithPassword({
    name: `Test ${role} ${created}`,
    email: `test-${role}-${created}@example.com`,
    password: TEST_PASSWORD,
  });
  if (role === "admin") await setRole(actor.uid, "admin");
  return { uid: actor.uid, email: actor.email, name: actor.name, role };
}

export const profileFields = ["education", "number", "address", "linkedin", "facebook"] as const;

export const aProfile = (tag: string) => ({
  education: `BSc Mechanical Engineering (${tag})`,
  number: "+1 555 0100",
  address: "Detroit, Michigan",
  linkedin: `https://www.linkedin.com/in/${tag.replace(/\W+/g, "-")}`,
  facebook: `https://www.facebook.com/${tag.replace(/\W+/g, "-")}`,
});
