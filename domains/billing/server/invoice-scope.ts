import "server-only";
import { eq, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { billingMessages } from "@/domains/billing/billing-texts";
import { companyMembers, invoices } from "@/models";

/**
 * Which invoices the caller may read: every one for the shop's admins, their own company's for a
 * company admin (undefined: no condition). Anyone else is refused (403).
 */
export async function invoiceScope(actor: Actor | null): Promise<SQL | undefined> {
  const user = requireUser(actor);
  if (user.role === "admin") return undefined;
  const db = await getDb();
  const [member] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, user.id));
  if (member?.role !== "admin") throw new AppError(403, billingMessages.onlyCompanyAdmins);
  return eq(invoices.companyId, member.companyId);
}
