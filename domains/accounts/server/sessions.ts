import "server-only";
import { AuthError } from "next-auth";
import { AppError, DatabaseUnavailableError } from "@/lib/errors";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { auth, RateLimitedSignIn, signIn, signOut } from "@/lib/auth/auth";
import { getDb } from "@/lib/db";
import { findActorByEmail, revokeCredentials } from "@/lib/auth/identity";
import { getSessionUser } from "@/lib/auth/session-user";
import { TOO_MANY_ATTEMPTS } from "@/lib/security/rate-limit";
import { toSignedInUser, type SignedInUser } from "@/domains/accounts/signed-in-user-json";
import type { Login } from "@/domains/accounts/auth";
import type { SignUp } from "@/domains/accounts/new-password";
import { authMessages } from "@/domains/accounts/account-texts";
import { buysAtCompanyPrices } from "@/domains/companies/server";
import { registerWithPassword } from "./registration";

/** Starts a new session cookie for these credentials (rate-limited in the Auth.js provider). */
export async function startPasswordSession({ email, password }: Login): Promise<SignedInUser> {
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
  return toSignedInUser(actor);
}

/** Creates a customer account and signs it in (the attempt is counted at the route edge). */
export async function signUpAndStartSession(input: SignUp): Promise<SignedInUser> {
  await registerWithPassword(input);
  return startPasswordSession({ email: input.email, password: input.password });
}

/**
 * Signs out: raises the user's token version, which ends this session and the API tokens issued
 * for it (and, the version being the user's, their sessions elsewhere too), then clears the
 * cookie. A session that has already ended changes nothing.
 */
export async function endSession(): Promise<void> {
  const session = await auth();
  const uid = session?.user?.uid;
  if (uid) await revokeCredentials(await getDb(), { uid }, session.user.tokenVersion ?? 0);
  await signOut({ redirect: false });
}

/**
 * Who the navigation bar greets: only a session cookie names anyone. Public pages are cached for
 * every visitor alike, so the bar asks after loading instead of the page reading the session.
 * `companyPrices`: the user buys at their company's prices, which the page's price island then
 * asks for (GET /api/account/prices); a page never holds them.
 */
export async function sessionGreeting(): Promise<{
  user: { name: string; companyPrices: boolean } | null;
}> {
  const user = await getSessionUser();
  if (!user) return { user: null };
  return { user: { name: user.name, companyPrices: await buysAtCompanyPrices(user.id) } };
}
