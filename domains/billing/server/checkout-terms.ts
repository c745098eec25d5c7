import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { CheckoutInput } from "@/domains/ordering";
import type { CheckoutTerms } from "@/domains/ordering/server";
import { billingMessages } from "@/domains/billing/billing-texts";
import { assertHasTerms, assertMayBuyOnAccount } from "./credit";
import { buyerCompany, type MemberRow } from "./buyer-company";
import { openInvoice } from "./open-invoice";
import { approvalNeededMail, mailCompanyAdmins } from "./billing-mails";

/** A buyer beyond their spending limit waits for a company admin; admins never do. */
const needsApproval = (member: MemberRow, totalCents: number) =>
  member.role === "buyer" &&
  member.spendingLimitCents !== null &&
  totalCents > member.spendingLimitCents;

/**
 * How the buyer's checkout is billed: refused at once (403, 400) when they may not pay on account
 * or owe a PO number; judged against approval, hold and credit inside the placing transaction.
 */
export async function checkoutTermsFor(user: Actor, input: CheckoutInput): Promise<CheckoutTerms> {
  const membership = await buyerCompany(await getDb(), user.id);
  const company = membership?.company.status === "approved" ? membership.company : null;
  if (input.payment === "account") {
    if (!membership) throw new AppError(403, billingMessages.notAMember);
    assertHasTerms(membership.company);
  }
  if (company?.poRequired && !input.poNumber) throw new AppError(400, billingMessages.poRequired);
  return {
    companyId: company?.id ?? null,
    poNumber: input.poNumber,
    payment: input.payment,
    decide: async (tx, totalCents) => {
      if (!company) return { onAccount: false, awaitingApproval: false };
      const locked = await buyerCompany(tx, user.id, { lock: true });
      if (!locked) return { onAccount: false, awaitingApproval: false };
      if (needsApproval(locked.member, totalCents))
        return { onAccount: false, awaitingApproval: true };
      if (input.payment !== "account") return { onAccount: false, awaitingApproval: false };
      await assertMayBuyOnAccount(tx, locked.company, totalCents);
      return { onAccount: true, awaitingApproval: false };
    },
    placed: async (tx, placed) => {
      if (!company) return;
      if (placed.billing.onAccount)
        await openInvoice(tx, company, { ...placed, poNumber: input.poNumber });
      if (placed.billing.awaitingApproval)
        await mailCompanyAdmins(
          tx,
          company.id,
          approvalNeededMail(user.name, placed.totalCents, input.poNumber),
        );
    },
  };
}
