import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { ExemptionHolderJson } from "@/domains/tax/tax-exemption-json";
import { companies, companyMembers, users } from "@/models";

type Held = { companyId: string | null; userId: string | null };

/**
 * Who holds each certificate, in two queries whatever the page's size: a company by its name
 * and an admin's address, a user by their name and address.
 */
export async function holdersOf(db: Db | Tx, rows: Held[]): Promise<ExemptionHolderJson[]> {
  const companyIds = [...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))];
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const [companyRows, userRows] = await Promise.all([
    companyIds.length === 0
      ? []
      : db
          .select({ id: companies.id, name: companies.name, email: users.email })
          .from(companies)
          .leftJoin(
            companyMembers,
            and(eq(companyMembers.companyId, companies.id), eq(companyMembers.role, "admin")),
          )
          .leftJoin(users, eq(users.id, companyMembers.userId))
          .where(inArray(companies.id, companyIds))
          .orderBy(companyMembers.createdAt),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
  ]);
  const byCompany = new Map<string, ExemptionHolderJson>();
  for (const row of companyRows)
    if (!byCompany.has(row.id))
      byCompany.set(row.id, { kind: "company", name: row.name, email: row.email });
  const byUser = new Map(
    userRows.map((row) => [row.id, { kind: "user" as const, name: row.name, email: row.email }]),
  );
  return rows.map(
    (row) =>
      (row.companyId ? byCompany.get(row.companyId) : byUser.get(row.userId!)) ?? {
        kind: row.companyId ? "company" : "user",
        name: "",
        email: null,
      },
  );
}
