import "server-only";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { companies, companyMembers } from "@/models";

export type CompanyRow = typeof companies.$inferSelect;
export type MemberRow = typeof companyMembers.$inferSelect;

/**
 * The company a user buys for and their place in it, or null. `lock` holds the company's row
 * until the transaction ends: two checkouts on account of one company judge its credit one
 * after the other, so together they never pass its limit.
 */
export async function buyerCompany(
  db: Db | Tx,
  userId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<{ company: CompanyRow; member: MemberRow } | null> {
  const query = db
    .select({ company: companies, member: companyMembers })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  const [row] = await (lock ? query.for("update", { of: companies }) : query);
  return row ?? null;
}
