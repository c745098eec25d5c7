import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { taxMessages } from "@/domains/tax/tax-texts";
import { companyMembers, taxExemptions } from "@/models";

/** Who holds a caller's certificates: their company when they belong to one, else themselves. */
export type ExemptionHolder =
  | { companyId: string; userId: null; role: "admin" | "buyer" }
  | { companyId: null; userId: string };

export async function holderOf(db: Db | Tx, actor: Actor | null): Promise<ExemptionHolder> {
  const user = requireUser(actor);
  const [member] = await db
    .select({ companyId: companyMembers.companyId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.userId, user.id));
  return member
    ? { companyId: member.companyId, userId: null, role: member.role }
    : { companyId: null, userId: user.id };
}

/** The holder a caller sends certificates for: a company's buyers may only read them (403). */
export async function writableHolderOf(tx: Tx, actor: Actor | null): Promise<ExemptionHolder> {
  const holder = await holderOf(tx, actor);
  if (holder.companyId !== null && holder.role !== "admin")
    throw new AppError(403, taxMessages.onlyCompanyAdmins);
  // Two certificates for one holder and state sent at once are written one after the other.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`tax-exemptions:${holder.companyId ?? holder.userId}`}, 0))`,
  );
  return holder;
}

/** The WHERE of a holder's certificates. */
export const heldBy = (holder: { companyId: string | null; userId: string | null }) =>
  holder.companyId !== null
    ? eq(taxExemptions.companyId, holder.companyId)
    : eq(taxExemptions.userId, holder.userId!);

/** The WHERE of the holder's certificate for one state. */
export const heldFor = (holder: ExemptionHolder, state: string) =>
  and(heldBy(holder), eq(taxExemptions.state, state));
