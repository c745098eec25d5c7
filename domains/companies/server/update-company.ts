import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { NotFoundError } from "@/lib/errors";
import type { CompanyUpdate } from "@/domains/companies/companies";
import { toCompanyJson, type CompanyJson } from "@/domains/companies/company-json";
import { companies } from "@/models";

/** The shop's decision on a company (approve, reject, suspend) and its terms: admins only. */
export async function updateCompany(
  actor: Actor | null,
  companyId: string,
  change: CompanyUpdate,
): Promise<CompanyJson> {
  requireAdmin(actor);
  const db = await getDb();
  const [company] = await db
    .update(companies)
    .set({
      status: change.status,
      terms: change.terms,
      creditLimitCents: change.creditLimit,
      poRequired: change.poRequired,
      discountBasisPoints: change.discountPercent,
    })
    .where(eq(companies.id, companyId))
    .returning();
  if (!company) throw new NotFoundError("Company");
  return toCompanyJson(company);
}
