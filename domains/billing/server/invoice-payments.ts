import "server-only";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { centsToDollars } from "@/lib/money";
import { billingMessages } from "@/domains/billing/billing-texts";
import type { InvoicePaymentInput } from "@/domains/billing/invoices";
import {
  toInvoiceJson,
  toInvoicePaymentJson,
  type InvoiceJson,
  type InvoicePaymentJson,
} from "@/domains/billing/invoice-json";
import { invoiceOwedCents, invoicePayments, invoices } from "@/models";
import { markInvoiceOrdersPaid } from "./invoice-settlement";

/**
 * `POST /api/invoices/{id}/payments` (shop admins): a bank payment against the invoice. Part
 * payments add up; one beyond what is owed is refused (409). Paid in full, the invoice and its
 * orders are paid, in the same transaction.
 */
export async function recordInvoicePayment(
  actor: Actor | null,
  invoiceId: string,
  input: InvoicePaymentInput,
): Promise<{ invoice: InvoiceJson; payment: InvoicePaymentJson }> {
  const admin = requireAdmin(actor);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, invoiceId))
      .for("update");
    if (!invoice) throw new NotFoundError("Invoice");
    const owedCents = invoiceOwedCents(invoice);
    if (owedCents === 0) throw new AppError(409, billingMessages.alreadyPaid);
    if (input.amount > owedCents)
      throw new AppError(409, billingMessages.overpaid(centsToDollars(owedCents)), [
        { owed: centsToDollars(owedCents) },
      ]);
    const [payment] = await tx
      .insert(invoicePayments)
      .values({
        invoiceId,
        amountCents: input.amount,
        reference: input.reference,
        receivedAt: input.receivedAt,
        recordedBy: admin.uid,
      })
      .returning();
    const paidInFull = input.amount === owedCents;
    const [updated] = await tx
      .update(invoices)
      .set({
        paidCents: sql`${invoices.paidCents} + ${input.amount}`,
        ...(paidInFull ? { status: "paid" as const } : {}),
      })
      .where(eq(invoices.id, invoiceId))
      .returning();
    if (paidInFull) await markInvoiceOrdersPaid(tx, invoice, admin);
    return { invoice: toInvoiceJson(updated!), payment: toInvoicePaymentJson(payment!) };
  });
}
