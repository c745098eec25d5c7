import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { config } from "@/lib/config";

const ISSUER = "redline-parts";
const AUDIENCE = "redline-parts-api";
export const TOKEN_LIFETIME = "7d";

// jose imports a raw secret again on every call; the imported key is kept (per secret).
let signingKey: { secret: string; key: Promise<CryptoKey> } | undefined;
function key(): Promise<CryptoKey> {
  const secret = config().authSecret();
  if (signingKey?.secret !== secret) {
    const raw = new TextEncoder().encode(secret);
    const algorithm = { name: "HMAC", hash: "SHA-256" };
    signingKey = {
      secret,
      key: crypto.subtle.importKey("raw", raw, algorithm, false, ["sign", "verify"]),
    };
  }
  return signingKey.key;
}

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
    .sign(await key());
}

/** The claims of a valid token, or null for anything else (expired, forged, junk, "null"). */
export async function readApiTokenClaims(token: string): Promise<ApiTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(), {
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
