import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { toAccountCompanyJson, type AccountCompanyJson } from "@/domains/companies/company-json";
import { companies, companyMembers } from "@/models";
import { creditUsedCents } from "./company-credit";

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
  return toAccountCompanyJson(row.company, row.member, await creditUsedCents(db, row.company.id));
}
