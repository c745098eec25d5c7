import "server-only";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { issueApiToken } from "@/lib/auth/tokens";
import type { TokenClaim } from "@/lib/validation/users";

/**
 * `PUT /api/user`: the contract's bearer token, only ever for the caller's own account. Every
 * email or uid the original client sends (query and body alike) must be the caller's; the
 * token names no role.
 */
export async function issueTokenFor(
  actor: Actor | null,
  claims: (TokenClaim | null | undefined)[],
): Promise<{ token: string }> {
  const user = requireUser(actor);
  for (const claim of claims) {
    const { email, uid } = claim ?? {};
    if ((email && email !== user.email) || (uid && uid !== user.uid)) {
      throw new AppError(403, "A token can only be issued for your own account.");
    }
  }
  return { token: await issueApiToken(user.uid) };
}
