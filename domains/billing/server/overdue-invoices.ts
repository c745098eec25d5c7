import "server-only";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { invoiceOwedCents, invoices } from "@/models";
import { mailCompanyAdmins, overdueMail } from "./billing-mails";

/**
 * The daily overdue run: every open invoice past its due date is marked overdue, and its
 * company's admins get one reminder, in the same transaction. Safe to run twice or at once on
 * several workers: an invoice is marked, and reminded, once.
 */
export async function markOverdueInvoices(): Promise<{ overdue: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .update(invoices)
      .set({ status: "overdue", remindedAt: new Date() })
      .where(
        and(
          eq(invoices.status, "open"),
          lt(invoices.dueDate, sql`current_date`),
          isNull(invoices.remindedAt),
        ),
      )
      .returning();
    for (const invoice of due)
      await mailCompanyAdmins(
        tx,
        invoice.companyId,
        overdueMail(invoice.number, invoiceOwedCents(invoice), invoice.dueDate),
      );
    return { overdue: due.length };
  });
}
