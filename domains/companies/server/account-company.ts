import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { toAccountCompanyJson, type AccountCompanyJson } from "@/domains/companies/company-json";
import { companies, companyMembers } from "@/models";

/**
 * The credit a company has used, in cents: the sum of its open invoices. Invoices on account do
 * not exist yet (issue 31's "Buying as a company"), so nothing can be owed and this answers 0;
 * it is the one place to compute it, and will take the company once invoices exist.
 */
const companyCreditUsedCents = (): Promise<number> => Promise.resolve(0);

/** `GET /api/account/company`: the caller's company and their place in it, or null. */
export async function accountCompany(actor: Actor | null): Promise<AccountCompanyJson | null> {
  const user = requireUser(actor);
  const db = await getDb();
  const [row] = await db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, user.id));
  if (!row) return null;
  return toAccountCompanyJson(row.company, row.member, await companyCreditUsedCents());
}
