import "server-only";
import { and, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { centsToDollars } from "@/lib/money";
import { invoiceOwedSql, invoices } from "@/models";
import { invoiceScope } from "./invoice-scope";

const owed = invoiceOwedSql;

/**
 * What unpaid invoices still owe, in cents, in one pass: in all, and on those past their due
 * date (overdue from the day after it, as `invoiceStatusOf` says, marked by the job or not).
 * `scope` narrows it to one company's invoices.
 */
export async function receivablesCents(
  db: Db,
  scope?: SQL,
): Promise<{ owedCents: number; overdueCents: number }> {
  const [row] = await db
    .select({
      owed: sql<string>`coalesce(sum(${owed}), 0)`,
      overdue: sql<string>`coalesce(sum(${owed}) filter (where ${invoices.dueDate} < current_date), 0)`,
    })
    .from(invoices)
    .where(and(ne(invoices.status, "paid"), scope));
  return { owedCents: Number(row?.owed ?? 0), overdueCents: Number(row?.overdue ?? 0) };
}

/** What the statement's totals say, in dollars: owed on open invoices, and on overdue ones. */
export interface InvoicesSummaryJson {
  open: number;
  overdue: number;
}

/** `GET /api/invoices/summary`: the totals of the invoices the caller may read. */
export async function invoicesSummary(actor: Actor | null): Promise<InvoicesSummaryJson> {
  const scope = await invoiceScope(actor);
  const { owedCents, overdueCents } = await receivablesCents(await getDb(), scope);
  return { open: centsToDollars(owedCents - overdueCents), overdue: centsToDollars(overdueCents) };
}
