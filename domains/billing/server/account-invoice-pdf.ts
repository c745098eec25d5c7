import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { formatMoney } from "@/lib/money";
import { invoiceFileOf } from "@/domains/ordering/server";
import { billingMessages } from "@/domains/billing/billing-texts";
import { invoiceMessages } from "@/domains/ordering";
import { toInvoiceJson } from "@/domains/billing/invoice-json";
import { companies, creditNotes, invoiceOwedCents, invoicePayments, orders } from "@/models";
import { readableInvoice } from "./invoice-access";

/** `GET /api/invoices/{id}/pdf`: the invoice with its lines, PO number, terms and what is owed. */
export async function accountInvoicePdf(actor: Actor | null, invoiceId: string) {
  const db = await getDb();
  const invoice = await readableInvoice(db, actor, invoiceId);
  const json = toInvoiceJson(invoice);
  const [company] = await db.select().from(companies).where(eq(companies.id, invoice.companyId));
  const lines = invoice.checkoutId
    ? await db
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, invoice.checkoutId))
        .orderBy(asc(orders.createdAt), asc(orders.id))
    : [];
  const payments = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoice.id))
    .orderBy(asc(invoicePayments.createdAt));
  const credits = await db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id))
    .orderBy(asc(creditNotes.createdAt));
  const texts = billingMessages.pdf;
  return invoiceFileOf({
    number: invoice.number,
    date: invoice.issuedAt,
    billTo: company ? [company.name, company.address] : [],
    details: [
      ...(invoice.poNumber ? [invoiceMessages.poNumber(invoice.poNumber)] : []),
      texts.terms(billingMessages.termsLabel[company?.terms ?? "card"], invoice.dueDate),
    ],
    orders: lines.filter((line) => !line.expiredAt),
    footer: [
      ...payments.map((payment) =>
        texts.payment(
          formatMoney(payment.amountCents / 100),
          payment.reference,
          payment.receivedAt,
        ),
      ),
      ...credits.map((credit) =>
        texts.creditNote(
          credit.number,
          formatMoney(credit.amountCents / 100),
          credit.createdAt.toISOString().slice(0, 10),
        ),
      ),
      ...(invoice.creditedCents > 0 ? [texts.credited(formatMoney(json.credited))] : []),
      texts.balance(formatMoney(invoiceOwedCents(invoice) / 100), json.status),
    ],
  });
}
