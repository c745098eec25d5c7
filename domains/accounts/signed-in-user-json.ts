import type { Actor } from "@/lib/auth/actor";

/**
 * The signed-in user as the browser knows them: what the sign-in answers carry and what the
 * dashboard is rendered with. Safe for client code (no server-only import).
 */
export interface SignedInUser {
  displayName: string;
  email: string;
  uid: string;
  photoURL: string | null;
  role: Actor["role"];
}

export const toSignedInUser = (actor: Actor): SignedInUser => ({
  displayName: actor.name,
  email: actor.email,
  uid: actor.uid,
  photoURL: actor.photoUrl,
  role: actor.role,
});
