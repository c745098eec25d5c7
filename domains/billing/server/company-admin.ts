import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { AppError, NotFoundError } from "@/lib/errors";
import { billingMessages } from "@/domains/billing/billing-texts";
import { companyMembers } from "@/models";

/**
 * The caller as an admin of this company, for what only its own admins decide (approvals).
 * A buyer of the company, or a shop admin, hears 403; anyone else that it is not found (404).
 */
export async function requireCompanyAdmin(
  db: Db | Tx,
  actor: Actor | null,
  companyId: string | null,
  notFound: string,
): Promise<Actor> {
  const user = requireUser(actor);
  const [member] = companyId
    ? await db
        .select({ role: companyMembers.role })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, user.id), eq(companyMembers.companyId, companyId)))
    : [];
  if (member?.role === "admin") return user;
  if (member || user.role === "admin") throw new AppError(403, billingMessages.onlyCompanyAdmins);
  throw new NotFoundError(notFound);
}
