import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { config } from "@/lib/config";
import type { Mail } from "@/lib/mail";
import { queueMail } from "@/lib/jobs/mail";
import { billingMails } from "@/domains/billing/billing-texts";
import { companyMembers, users } from "@/models";

const signed = (text: string) => `${text}\n\nRedline Parts`;

/** Mails every admin of the company, in the caller's transaction (sent once it commits). */
export async function mailCompanyAdmins(
  tx: Tx,
  companyId: string,
  mail: (admin: { name: string }) => Omit<Mail, "to">,
): Promise<void> {
  const admins = await tx
    .select({ email: users.email, name: users.name })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.role, "admin")));
  for (const admin of admins) await queueMail(tx, { to: admin.email, ...mail(admin) });
}

export const approvalNeededMail = (buyer: string, totalCents: number, poNumber: string | null) => {
  const link = `${config().siteUrl}/dashboard/approvals`;
  return (admin: { name: string }): Omit<Mail, "to"> => ({
    subject: billingMails.approvalNeededSubject(buyer),
    link,
    text: signed(
      `Hello ${admin.name},\n\n${billingMails.approvalNeeded(buyer, totalCents / 100, poNumber)}\n${link}`,
    ),
  });
};

export const approvalDecidedMail = (
  buyer: { email: string; name: string },
  decision: { approved: true; totalCents: number } | { approved: false; reason: string },
): Mail => ({
  to: buyer.email,
  subject: decision.approved ? billingMails.approvedSubject : billingMails.declinedSubject,
  text: signed(
    `Hello ${buyer.name},\n\n${
      decision.approved
        ? billingMails.approved(decision.totalCents / 100)
        : billingMails.declined(decision.reason)
    }`,
  ),
});

export const overdueMail = (
  number: string,
  owedCents: number,
  dueDate: string,
): ((admin: { name: string }) => Omit<Mail, "to">) => {
  const link = `${config().siteUrl}/dashboard/invoices`;
  return (admin) => ({
    subject: billingMails.overdueSubject(number),
    link,
    text: signed(
      `Hello ${admin.name},\n\n${billingMails.overdue(number, owedCents / 100, dueDate)}\n${link}`,
    ),
  });
};
