import "server-only";
import { SignJWT, jwtVerify } from "jose";
import { config } from "@/lib/config";

const ISSUER = "redline-parts";
const AUDIENCE = "redline-parts-api";
export const TOKEN_LIFETIME = "7d";

const key = () => new TextEncoder().encode(config().authSecret());

/** The contract's bearer token: names the user (uid) only; roles are looked up on every call. */
export async function issueApiToken(uid: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(uid)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(key());
}

/** The uid a valid token names, or null for anything else (expired, forged, junk, "null"). */
export async function readApiToken(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
    });
    return typeof payload.sub === "string" ? payload.sub : null;
  } catch {
    return null;
  }
}
