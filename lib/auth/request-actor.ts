import "server-only";
import { AppError } from "@/lib/errors";
import { findActorByUid } from "./identity";
import type { Actor } from "./actor";
import { auth } from "./auth";
import { readApiToken } from "./tokens";

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
 * way the user is read from the database, so a deleted user is nobody and a demoted admin is
 * a user at once. A junk token ("Bearer null") is not an identity.
 */
export async function actorFrom(request: Request): Promise<Actor | null> {
  const token = bearerToken(request);
  const tokenUid = token ? await readApiToken(token) : null;
  if (tokenUid) return findActorByUid(tokenUid);
  const session = await auth();
  const sessionUid = session?.user?.uid;
  if (!sessionUid) return null;
  if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
  return findActorByUid(sessionUid);
}
