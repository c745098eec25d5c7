import "server-only";
import { AppError } from "@/lib/errors";
import { findActorByCredential } from "./identity";
import type { Actor } from "./actor";
import { auth } from "./auth";
import { readApiTokenClaims } from "./tokens";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" from sandboxed frames, or garbage
  }
}

/** Cookie-authenticated changes must come from our own pages (CSRF). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!origin || !host || hostOf(origin) !== host) {
    throw new AppError(403, "Cross-site request refused.");
  }
}

/**
 * Who is calling: the user a valid bearer token names, else the session cookie's user. Either
 * way the user is read from the database, so a deleted user is nobody, a demoted admin is a user
 * at once, and a session or token issued under an earlier token version (before a sign-out,
 * password or role change) is nobody. A junk token ("Bearer null") is not an identity.
 */
export async function actorFrom(request: Request): Promise<Actor | null> {
  const token = bearerToken(request);
  const claims = token ? await readApiTokenClaims(token) : null;
  if (claims) {
    const actor = await findActorByCredential(claims);
    return actor && { ...actor, credential: { via: "token", version: claims.version } };
  }
  const session = await auth();
  const sessionUid = session?.user?.uid;
  if (!sessionUid) return null;
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  const version = session.user.tokenVersion ?? 0;
  const actor = await findActorByCredential({ uid: sessionUid, version });
  return actor && { ...actor, credential: { via: "session", version } };
}
