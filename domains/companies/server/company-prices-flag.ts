import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { companies, companyMembers } from "@/models";

/**
 * Whether a user buys at company prices: a member of an approved company. The navigation's
 * session greeting says so, so the public pages' price island asks for prices only then.
 */
export async function buysAtCompanyPrices(userId: string): Promise<boolean> {
  const [member] = await (
    await getDb()
  )
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(
      companies,
      and(eq(companies.id, companyMembers.companyId), eq(companies.status, "approved")),
    )
    .where(eq(companyMembers.userId, userId));
  return member !== undefined;
}
