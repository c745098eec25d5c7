import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { companies, companyMembers, users } from "@/models";

/**
 * The approved company `uid` buys for, whose exemption certificates cover their purchases, or
 * null (they hold their own). The same company business checkout terms bill (domains/billing).
 */
export async function taxHolderCompanyId(db: Db | Tx, uid: string): Promise<string | null> {
  const [member] = await db
    .select({ companyId: companies.id })
    .from(companies)
    .innerJoin(companyMembers, eq(companyMembers.companyId, companies.id))
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.uid, uid), eq(companies.status, "approved")));
  return member?.companyId ?? null;
}
