import "server-only";
import { cache } from "react";
import type { Actor } from "./actor";
import { auth } from "./auth";
import { findActorByCredential } from "./identity";

/**
 * For server components: the signed-in user as the database has them now, or null (also when
 * the session was issued under an earlier token version). Read once
 * per request however many layouts ask (the dashboard's and the admin pages' both do).
 */
export const getSessionUser = cache(async (): Promise<Actor | null> => {
  const session = await auth();
  const uid = session?.user?.uid;
  // A session issued before a sign-out or a password or role change is nobody's.
  return uid ? findActorByCredential({ uid, version: session.user.tokenVersion ?? 0 }) : null;
});
