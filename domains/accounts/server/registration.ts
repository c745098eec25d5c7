import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { toActor } from "@/lib/auth/identity";
import { hashPassword } from "@/lib/auth/password";
import { authMessages } from "@/domains/accounts/account-texts";
import type { SignUp } from "@/domains/accounts/new-password";
import { users } from "@/models";

/** Creates a customer account (role user) with an argon2id password hash. */
export async function registerWithPassword({ name, email, password }: SignUp): Promise<Actor> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({ name, email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row) throw new AppError(409, authMessages.emailTaken);
  return toActor(row);
}
