import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { invoiceOwedSql, invoices } from "@/models";

/** The credit a company has used, in cents: what its open and overdue invoices still owe. */
export async function creditUsedCents(db: Db | Tx, companyId: string): Promise<number> {
  const [row] = await db
    .select({
      owed: sql<string>`coalesce(sum(${invoiceOwedSql}), 0)`,
    })
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), ne(invoices.status, "paid")));
  return Number(row?.owed ?? 0);
}
