import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { config } from "@/lib/config";
import { queueMail } from "@/lib/jobs/mail";
import type { UsState } from "@/lib/geo/us-states";
import { taxMessages as m } from "@/domains/tax/tax-texts";
import { companyMembers, taxExemptions, users } from "@/models";

type Decided = typeof taxExemptions.$inferSelect;

/** Who hears of a decision: the user who holds the certificate, or every admin of its company. */
async function recipients(tx: Tx, exemption: Decided) {
  const people = tx.select({ email: users.email, name: users.name }).from(users);
  return exemption.companyId !== null
    ? people
        .innerJoin(companyMembers, eq(companyMembers.userId, users.id))
        .where(
          and(eq(companyMembers.companyId, exemption.companyId), eq(companyMembers.role, "admin")),
        )
    : people.where(eq(users.id, exemption.userId!));
}

/** Mails the holder the shop's decision, in the decision's transaction (sent once it commits). */
export async function mailExemptionDecision(tx: Tx, exemption: Decided): Promise<void> {
  const state = exemption.state as UsState;
  const verified = exemption.status === "verified";
  const link = `${config().siteUrl}/dashboard/tax-exemption`;
  const body = verified
    ? m.verifiedMail(exemption.certificateNumber, state, exemption.expiresOn)
    : m.rejectedMail(exemption.certificateNumber, state, exemption.rejectReason ?? "");
  for (const person of await recipients(tx, exemption))
    await queueMail(tx, {
      to: person.email,
      subject: m.decidedSubject(state, verified),
      link,
      text: `Hello ${person.name},\n\n${body}\n${link}\n\nRedline Parts`,
    });
}
