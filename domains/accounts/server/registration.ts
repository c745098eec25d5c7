import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { toActor } from "@/lib/auth/identity";
import { hashPassword } from "@/lib/auth/password";
import { authMessages } from "@/domains/accounts/account-texts";
import type { SignUp } from "@/domains/accounts/new-password";
import { joinByInvitation } from "@/domains/companies/server";
import { users } from "@/models";

/**
 * Creates a customer account (role user) with an argon2id password hash; with a company's
 * invitation, the account joins that company in the same transaction, so an invitation that
 * cannot be used leaves no account behind.
 */
export async function registerWithPassword({
  name,
  email,
  password,
  invitation,
}: SignUp): Promise<Actor> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ name, email, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!row) throw new AppError(409, authMessages.emailTaken);
    if (invitation) await joinByInvitation(tx, row, invitation);
    return toActor(row);
  });
}
