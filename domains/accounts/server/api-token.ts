import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { issueApiToken } from "@/lib/auth/tokens";
import type { TokenClaim } from "@/domains/accounts/users";

export const TOKEN_NEEDS_SESSION =
  "A new token is issued only to a signed-in session. Sign in again to get one.";

/**
 * `PUT /api/user`: the contract's bearer token, only ever for the caller's own account and only
 * for a sign-in's session cookie: a token cannot renew itself, so a stolen one ends with its
 * lifetime. Every email or uid the original client sends (query and body alike) must be the
 * caller's; the token names no role, and the session's token version, so it ends with it.
 */
export async function issueTokenFor(
  actor: Actor | null,
  claims: (TokenClaim | null | undefined)[],
): Promise<{ token: string }> {
  const user = requireUser(actor);
  if (user.credential?.via !== "session") throw new AppError(403, TOKEN_NEEDS_SESSION);
  for (const claim of claims) {
    const { email, uid } = claim ?? {};
    if ((email && email !== user.email) || (uid && uid !== user.uid)) {
      throw new AppError(403, "A token can only be issued for your own account.");
    }
  }
  return { token: await issueApiToken(user.uid, user.credential.version) };
}
