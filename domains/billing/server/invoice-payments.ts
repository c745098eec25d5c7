import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { centsToDollars } from "@/lib/money";
import { orderEventDetails } from "@/domains/ordering";
import { recordOrderEvents } from "@/domains/ordering/server";
import { billingMessages } from "@/domains/billing/billing-texts";
import type { InvoicePaymentInput } from "@/domains/billing/invoices";
import {
  toInvoiceJson,
  toInvoicePaymentJson,
  type InvoiceJson,
  type InvoicePaymentJson,
} from "@/domains/billing/invoice-json";
import { invoiceOwedCents, invoicePayments, invoices, orders } from "@/models";

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
    if (paidInFull && invoice.checkoutId) {
      const paidOrders = await tx
        .update(orders)
        .set({ paid: true, paidAt: new Date() })
        .where(
          and(
            eq(orders.checkoutId, invoice.checkoutId),
            eq(orders.onAccount, true),
            isNull(orders.expiredAt),
          ),
        )
        .returning();
      await recordOrderEvents(
        tx,
        paidOrders.map((order) => ({
          type: "paid" as const,
          order,
          actor: admin,
          detail: orderEventDetails.invoicePaid(invoice.number),
        })),
      );
    }
    return { invoice: toInvoiceJson(updated!), payment: toInvoicePaymentJson(payment!) };
  });
}
