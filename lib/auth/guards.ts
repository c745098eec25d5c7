import { AppError } from "@/lib/errors";
import type { Actor } from "./actor";

export const NOT_SIGNED_IN = "You need to sign in first.";
export const FORBIDDEN = "You are not allowed to do that.";

export function requireUser(actor: Actor | null): Actor {
  if (!actor) throw new AppError(401, NOT_SIGNED_IN);
  return actor;
}

export function requireAdmin(actor: Actor | null): Actor {
  const user = requireUser(actor);
  if (user.role !== "admin") throw new AppError(403, FORBIDDEN);
  return user;
}

/** The actor may act on the user with this uid: it is their own, or they are an admin. */
export function requireSelfOrAdmin(actor: Actor | null, uid: string): Actor {
  const user = requireUser(actor);
  if (user.uid !== uid && user.role !== "admin") throw new AppError(403, FORBIDDEN);
  return user;
}
