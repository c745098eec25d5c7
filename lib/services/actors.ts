import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { users } from "@/models";

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
