import "server-only";
import crypto from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { sendMail } from "@/lib/mail";
import { companyMessages } from "@/domains/companies/company-texts";
import { companies, companyInvitations, companyMembers } from "@/models";

/** A week: long enough for a colleague back from holiday, short enough to go stale safely. */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/**
 * The `companyInvitation` job: makes the invitation's link and mails it. Like a password reset,
 * the token is made here and only its hash stored, so it is never kept in clear (not in the
 * queue either). Should the job run again, the newest link is the one that works. An invitation
 * accepted or expired meanwhile mails nothing.
 */
export async function mailCompanyInvitation(
  { invitationId }: { invitationId: string },
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const token = crypto.randomBytes(32).toString("base64url");
  const [invitation] = await db
    .update(companyInvitations)
    .set({ tokenHash: hashToken(token) })
    .where(
      and(
        eq(companyInvitations.id, invitationId),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .returning();
  if (!invitation) return;
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.companyId));
  if (!company) return;
  const link = `${config().siteUrl}/signUp?invitation=${token}`;
  await sendMail({
    to: invitation.email,
    subject: companyMessages.invitationSubject(company.name),
    link,
    text: `Hello,\n\nYou have been invited to buy for ${company.name} on Redline Parts. Open this link within a week to create your account; you will join ${company.name} as soon as it is made:\n\n${link}\n\nIf you did not expect this invitation, ignore this mail.`,
  });
}

/**
 * Signing up through an invitation's link: the new user joins the company, in the sign-up's own
 * transaction, so a link that cannot be used leaves no account behind. The account must be made
 * with the invited address (the link proves only that mailbox).
 */
export async function joinByInvitation(
  tx: Tx,
  user: { id: string; email: string },
  token: string,
  now = new Date(),
): Promise<void> {
  const [invitation] = await tx
    .update(companyInvitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(companyInvitations.tokenHash, hashToken(token)),
        isNull(companyInvitations.acceptedAt),
      ),
    )
    .returning();
  if (!invitation) throw new AppError(400, companyMessages.invitationInvalid);
  if (invitation.expiresAt <= now) throw new AppError(400, companyMessages.invitationExpired);
  if (invitation.email !== user.email)
    throw new AppError(400, companyMessages.invitationOtherEmail(invitation.email));
  const [member] = await tx
    .insert(companyMembers)
    .values({
      userId: user.id,
      companyId: invitation.companyId,
      role: invitation.role,
      spendingLimitCents: invitation.spendingLimitCents,
    })
    .onConflictDoNothing()
    .returning();
  if (!member) throw new AppError(409, companyMessages.alreadyInACompany);
}
