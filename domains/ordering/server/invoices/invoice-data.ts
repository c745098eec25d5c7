import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { invoiceMessages } from "@/domains/ordering/invoice-texts";
import type { PaymentSubject } from "@/lib/payments/provider";
import { purchaseFor, purchaseLines, type OrderRow } from "@/domains/ordering/server/order-store";
import { parts, payments } from "@/models";

export interface InvoiceLine {
  productName: string;
  partNumber: string | null;
  quantity: number;
  unitPriceCents: number;
  /** The base price when a price break applied (the order kept it), else null. */
  listPriceCents: number | null;
  totalCents: number;
}

export interface InvoiceData {
  /** "INV-" and the order's or checkout's id's first eight characters, upper case. */
  number: string;
  paidAt: Date;
  customer: { name: string; email: string };
  shipTo: { address: string; phone: string };
  lines: InvoiceLine[];
  totalCents: number;
  transactionId: string;
}

const invoiceNumber = (id: string) => `INV-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/** The invoice of paid orders (one, or a checkout's): lines, totals and when it was paid. */
async function invoiceOf(id: string, paid: OrderRow[]): Promise<InvoiceData> {
  const db = await getDb();
  const first = paid[0]!;
  const partIds = paid.map((row) => row.partId).filter((partId) => partId !== null);
  const numbers = partIds.length
    ? await db
        .select({ id: parts.id, partNumber: parts.partNumber })
        .from(parts)
        .where(inArray(parts.id, partIds))
    : [];
  const numberOf = new Map(numbers.map((row) => [row.id, row.partNumber]));
  const [payment] = await db
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.intentId, first.transactionId!), eq(payments.eventType, "succeeded")));
  const lines = paid.map((row) => ({
    productName: row.productName,
    partNumber: row.partId ? (numberOf.get(row.partId) ?? null) : null,
    quantity: row.orderQty,
    unitPriceCents: row.priceCents,
    listPriceCents:
      row.listPriceCents !== null && row.listPriceCents > row.priceCents
        ? row.listPriceCents
        : null,
    totalCents: row.priceCents * row.orderQty,
  }));
  return {
    number: invoiceNumber(id),
    paidAt: payment?.createdAt ?? new Date(),
    customer: { name: first.authorName, email: first.authorEmail },
    shipTo: { address: first.address, phone: first.phone },
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.totalCents, 0),
    transactionId: first.transactionId!,
  };
}

/**
 * The invoice of a purchase (a single order, or a checkout: its paid lines), for its customer or
 * an admin.
 */
export async function invoiceData(actor: Actor | null, subject: PaymentSubject) {
  const purchase = await purchaseFor(actor, subject, "see");
  const paid = (await purchaseLines(purchase)).filter((row) => row.paid);
  if (paid.length === 0)
    throw new AppError(
      409,
      purchase.kind === "order" ? invoiceMessages.notPaid : invoiceMessages.checkoutNotPaid,
    );
  return invoiceOf(purchase.id, paid);
}
