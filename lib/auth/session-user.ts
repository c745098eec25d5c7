import "server-only";
import { findActorByUid } from "@/lib/services/actors";
import type { Actor } from "./actor";
import { auth } from "./auth";

/** For server components: the signed-in user as the database has them now, or null. */
export async function getSessionUser(): Promise<Actor | null> {
  const session = await auth();
  return session?.user?.uid ? findActorByUid(session.user.uid) : null;
}
