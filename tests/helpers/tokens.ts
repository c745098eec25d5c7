import { SignJWT } from "jose";
import { issueApiToken } from "@/lib/auth/tokens";
import { userByUid } from "./accounts";

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The headers a caller sends: a signed-in user's bearer token as PUT /api/user issues it now
 * (under the user's current token version), or none for a guest (null). Every test signs its
 * callers in through this.
 */
export async function headersOf(caller: { uid: string }): Promise<{ authorization: string }>;
export async function headersOf(caller: { uid: string } | null): Promise<Record<string, string>>;
export async function headersOf(caller: { uid: string } | null) {
  if (!caller) return {};
  return bearer(await issueApiToken(caller.uid, (await userByUid(caller.uid))?.tokenVersion ?? 0));
}

/** A token shaped like ours, signed with any secret and any times (seconds since the epoch). */
export async function signToken(
  uid: string,
  {
    secret = process.env.AUTH_SECRET!,
    issuedAt = Math.floor(Date.now() / 1000),
    expiresAt = issuedAt + 3600,
    issuer = "redline-parts",
    audience = "redline-parts-api",
  }: {
    secret?: string;
    issuedAt?: number;
    expiresAt?: number;
    issuer?: string;
    audience?: string;
  } = {},
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(uid)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

const DAY = 24 * 60 * 60;

/** Valid in every way but its expiry, which passed a day ago. */
export const expiredToken = (uid: string) => {
  const now = Math.floor(Date.now() / 1000);
  return signToken(uid, { issuedAt: now - 8 * DAY, expiresAt: now - DAY });
};

/** Valid in every way but its signature, made with a secret that is not ours. */
export const foreignToken = (uid: string) =>
  signToken(uid, { secret: "a-different-secret-that-is-long-enough-0123456789" });
