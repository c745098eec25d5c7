import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { config } from "@/lib/config";

const ISSUER = "redline-parts";
const AUDIENCE = "redline-parts-api";
export const TOKEN_LIFETIME = "7d";

const key = () => new TextEncoder().encode(config().authSecret());

/** What a valid token says: whose it is, and the user's token version it was issued under. */
export interface ApiTokenClaims {
  uid: string;
  version: number;
}

/**
 * The contract's bearer token: names the user (uid) and the token version it was issued under
 * (`ver`, left out while it is 0); roles are looked up on every call.
 */
export async function issueApiToken(uid: string, version = 0): Promise<string> {
  return new SignJWT(version ? { ver: version } : {})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key());
}

/** The claims of a valid token, or null for anything else (expired, forged, junk, "null"). */
export async function readApiTokenClaims(token: string): Promise<ApiTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    const version = payload.ver ?? 0;
    if (typeof payload.sub !== "string" || !Number.isInteger(version)) return null;
    return { uid: payload.sub, version: version as number };
  } catch {
    return null;
  }
}

/** The uid a valid token names, or null (whether that version is still current is not asked). */
export async function readApiToken(token: string): Promise<string | null> {
  return (await readApiTokenClaims(token))?.uid ?? null;
}
