import "server-only";
import { AuthError } from "next-auth";
import { AppError, DatabaseUnavailableError } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { registerWithPassword } from "@/lib/services/accounts";
import { clientIp, countAttempt, TOO_MANY_ATTEMPTS } from "@/lib/security/rate-limit";
import { loginSchema, signUpSchema } from "@/lib/validation/auth";
import { authMessages } from "@/lib/validation/spec-texts";
import { findActorByEmail } from "@/lib/services/actors";
import type { Actor } from "./actor";
import { RateLimitedSignIn, signIn, signOut } from "./auth";

export interface SignedInUser {
  displayName: string;
  email: string;
  uid: string;
  photoURL: string | null;
}

const signedIn = (actor: Actor): SignedInUser => ({
  displayName: actor.name,
  email: actor.email,
  uid: actor.uid,
  photoURL: actor.photoUrl,
});

/** Starts a new session cookie for these credentials (rate-limited in the provider). */
export async function startPasswordSession(input: unknown): Promise<SignedInUser> {
  const { email, password } = loginSchema.parse(input);
  try {
    await signIn("credentials", { email, password, redirect: false });
  } catch (error) {
    if (error instanceof RateLimitedSignIn) throw new AppError(429, TOO_MANY_ATTEMPTS);
    // Auth.js wraps whatever failed; a database out of reach is a 503, not a wrong password.
    if (error instanceof AuthError && isDatabaseUnavailable(error.cause?.err)) {
      throw new DatabaseUnavailableError(error.cause?.err);
    }
    if (error instanceof AuthError) throw new AppError(401, authMessages.wrongCredentials);
    throw error;
  }
  // The new session cookie is on the response, not yet readable from this request.
  const actor = await findActorByEmail(email);
  if (!actor) throw new AppError(401, authMessages.wrongCredentials);
  return signedIn(actor);
}

/** Creates a customer account and signs it in. */
export async function signUpAndStartSession(
  input: unknown,
  headers: Headers,
): Promise<SignedInUser> {
  const { name, email, password } = signUpSchema.parse(input);
  await countAttempt("signup", clientIp(headers), email);
  await registerWithPassword({ name, email, password });
  return startPasswordSession({ email, password });
}

export async function endSession(): Promise<void> {
  await signOut({ redirect: false });
}
