import "server-only";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import type { CompanyApplication } from "@/domains/companies/companies";
import { toCompanyJson, type CompanyJson } from "@/domains/companies/company-json";
import { companyMessages } from "@/domains/companies/company-texts";
import { companies, companyMembers } from "@/models";

/**
 * A customer applies for a business account: the company starts pending, with the applicant as
 * its admin. Someone already in a company gets 409 and nothing is written (the member row's key
 * is the user, so two applications at once cannot both succeed).
 */
export async function applyForCompany(
  actor: Actor | null,
  application: CompanyApplication,
): Promise<CompanyJson> {
  const user = requireUser(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: application.name,
        taxId: application.taxId ?? null,
        phone: application.phone,
        address: application.address,
      })
      .returning();
    const [member] = await tx
      .insert(companyMembers)
      .values({ userId: user.id, companyId: company!.id, role: "admin" })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new AppError(409, companyMessages.alreadyInACompany);
    return toCompanyJson(company!);
  });
}
