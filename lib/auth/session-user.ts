import "server-only";
import { cache } from "react";
import type { Actor } from "./actor";
import { auth } from "./auth";
import { findActorByUid } from "./identity";

/**
 * For server components: the signed-in user as the database has them now, or null. Read once
 * per request however many layouts ask (the dashboard's and the admin pages' both do).
 */
export const getSessionUser = cache(async (): Promise<Actor | null> => {
  const session = await auth();
  return session?.user?.uid ? findActorByUid(session.user.uid) : null;
});
