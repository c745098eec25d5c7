import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { AppError, NotFoundError } from "@/lib/errors";
import { companyMessages } from "@/domains/companies/company-texts";
import { companies, companyMembers } from "@/models";

/**
 * The company whose members `actor` manages, locked for the rest of the transaction so that two
 * changes of its members cannot both pass the at-least-one-admin check. Shop admins manage every
 * company; a company admin their own. Anyone else, a buyer of another company above all, is
 * told the company is not found (404, never 403): a company's existence is not theirs to learn.
 * A buyer of this very company knows it exists, so they hear 403.
 */
export async function manageableCompany(tx: Tx, actor: Actor | null, companyId: string) {
  const user = requireUser(actor);
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  if (user.role === "admin") {
    if (!company) throw new NotFoundError("Company");
    return company;
  }
  const [member] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, user.id), eq(companyMembers.companyId, companyId)));
  if (!company || !member) throw new NotFoundError("Company");
  if (member.role !== "admin") throw new AppError(403, companyMessages.onlyCompanyAdmins);
  return company;
}
