import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { sendJob } from "@/lib/jobs/send";
import type { MemberInvite } from "@/domains/companies/companies";
import { toMemberJson, type MemberAddedJson } from "@/domains/companies/company-json";
import { companyMessages } from "@/domains/companies/company-texts";
import { centsToDollars } from "@/lib/money";
import { companyInvitations, companyMembers, users } from "@/models";
import { manageableCompany } from "./company-access";
import { INVITATION_LIFETIME_MS } from "./invitations";

/**
 * Adds a member by email: a user with an account joins at once (unless they belong to a
 * company already: 409); an address without one is invited. The invitation and its mail's job
 * are written in one transaction; the job makes the link (see invitations.ts), so no token is
 * ever kept in clear, not even in the queue. Inviting an address again renews its invitation.
 */
export async function addMember(
  actor: Actor | null,
  companyId: string,
  invite: MemberInvite,
  now = new Date(),
): Promise<MemberAddedJson> {
  const inviter = requireUser(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    await manageableCompany(tx, actor, companyId);
    const [user] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.email, invite.email));
    if (user) {
      const [member] = await tx
        .insert(companyMembers)
        .values({
          userId: user.id,
          companyId,
          role: invite.role,
          spendingLimitCents: invite.spendingLimit,
        })
        .onConflictDoNothing()
        .returning();
      if (!member) throw new AppError(409, companyMessages.userInACompany(user.email));
      return { status: "joined", member: toMemberJson(member, user) };
    }
    const terms = {
      role: invite.role,
      spendingLimitCents: invite.spendingLimit,
      invitedBy: inviter.id,
      tokenHash: null,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
      acceptedAt: null,
    };
    const [invitation] = await tx
      .insert(companyInvitations)
      .values({ companyId, email: invite.email, ...terms })
      .onConflictDoUpdate({
        target: [companyInvitations.companyId, companyInvitations.email],
        set: terms,
      })
      .returning();
    await sendJob(tx, "companyInvitation", { invitationId: invitation!.id });
    return {
      status: "invited",
      invitation: {
        email: invitation!.email,
        role: invitation!.role,
        spendingLimit:
          invitation!.spendingLimitCents === null
            ? null
            : centsToDollars(invitation!.spendingLimitCents),
        expiresAt: invitation!.expiresAt.toISOString(),
      },
    };
  });
}
