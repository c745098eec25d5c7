import "server-only";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { config } from "@/lib/config";
import { centsToDollars } from "@/lib/money";
import { creditUsedCents } from "@/domains/companies/server";
import { billingMessages } from "@/domains/billing/billing-texts";
import { invoices } from "@/models";
import type { CompanyRow } from "./buyer-company";

/** Refused (403) unless the company is approved and has terms: who may buy on account at all. */
export function assertHasTerms(company: CompanyRow): void {
  if (company.status !== "approved") throw new AppError(403, billingMessages.notApproved);
  if (company.terms === "card") throw new AppError(403, billingMessages.cardTerms);
}

/**
 * Inside the transaction that holds the company's row: refuses (409) a company with an invoice
 * overdue beyond CREDIT_HOLD_DAYS, or a sum beyond its available credit.
 */
export async function assertMayBuyOnAccount(
  tx: Tx,
  company: CompanyRow,
  totalCents: number,
): Promise<void> {
  assertHasTerms(company);
  const holdDays = config().creditHoldDays;
  const [held] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.companyId, company.id),
        ne(invoices.status, "paid"),
        lt(invoices.dueDate, sql`current_date - ${holdDays}::integer`),
      ),
    )
    .limit(1);
  if (held) throw new AppError(409, billingMessages.creditHold(holdDays));
  const availableCents = Math.max(
    0,
    company.creditLimitCents - (await creditUsedCents(tx, company.id)),
  );
  if (totalCents > availableCents)
    throw new AppError(409, billingMessages.beyondCredit(centsToDollars(availableCents)), [
      { available: centsToDollars(availableCents) },
    ]);
}
