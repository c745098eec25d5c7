import "server-only";
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { revokeCredentials } from "@/lib/auth/identity";
import { hashPassword } from "@/lib/auth/password";
import { sendMail } from "@/lib/mail";
import { sendJob } from "@/lib/jobs/send";
import type { NewPassword } from "@/domains/accounts/new-password";
import { passwordResetTokens, users } from "@/models";

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;

// The codes the reset page shows for a link that cannot be used.
export const RESET_ERRORS = {
  invalid: "auth/invalid-action-code",
  expired: "auth/expired-action-code",
} as const;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * Mails a one-time reset link when the address has an account. Says nothing either way, so
 * the answer does not tell who has an account.
 */
export async function requestPasswordReset(
  { email }: { email: string },
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  if (!user) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  const link = `${config().siteUrl}/reset-password?token=${token}`;
  await sendMail({
    to: user.email, // the account's one stored address, never the text the form sent
    subject: "Reset your Redline Parts password",
    link,
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Redline Parts account. If it was you, open this link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, ignore this mail; your password stays as it is.`,
  });
}

/**
 * The reset request as the API takes it (the attempt is counted at the route edge): queued as a
 * job that makes the link and mails it (requestPasswordReset). Every address costs the same
 * one insert, so a known address answers as fast as an unknown one, and a mail server's failure
 * cannot reveal who has an account; a failed mail is tried again.
 */
export async function queuePasswordReset(request: { email: string }): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => sendJob(tx, "passwordReset", { email: request.email }));
}

/** The reset link can still be used: known, unused and unexpired; else the page's error code. */
async function assertUsable(db: Db, tokenHash: string, now: Date): Promise<void> {
  const [link] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)));
  if (!link) throw new AppError(400, RESET_ERRORS.invalid);
  if (link.expiresAt <= now) throw new AppError(400, RESET_ERRORS.expired);
}

/** Sets a new password with a reset token, once; an unknown, used or expired token says which. */
export async function resetPassword(
  { token, password }: NewPassword,
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  // The link is checked before the password is hashed, so a made-up token costs no argon2 work;
  // the transaction below claims it again, in case another request used it in between.
  await assertUsable(db, hashToken(token), now);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
        ),
      )
      .returning();
    if (!used) throw new AppError(400, RESET_ERRORS.invalid);
    if (used.expiresAt <= now) throw new AppError(400, RESET_ERRORS.expired);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    // The new password ends every earlier session and token, and the user's other reset links.
    await revokeCredentials(tx, { id: used.userId });
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
  });
}
