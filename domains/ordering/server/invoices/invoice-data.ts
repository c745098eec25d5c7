import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { invoiceMessages } from "@/domains/ordering/invoice-texts";
import { toOrderJson } from "@/domains/ordering/order-json";
import {
  chargeBreakdown,
  combinedCharges,
  coreDepositsOf,
  type ChargeBreakdown,
} from "@/domains/ordering/charge-breakdown";
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
  number: string;
  /** When it was paid (a receipt) or issued (an invoice on account). */
  date: Date;
  /** Who is billed and where it ships, a line each. */
  billTo: string[];
  /** Lines under the number and date: a PO number, terms. */
  details: string[];
  lines: InvoiceLine[];
  /** Subtotal, shipping, tax and total under the lines, and why the default state applied. */
  charges: ChargeBreakdown;
  /** Lines under the total: how it was paid, what is still owed. */
  footer: string[];
}

const receiptNumber = (id: string) => `INV-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/** The invoice's lines from its orders, each with its part number when the part still exists. */
export async function invoiceLines(rows: OrderRow[]): Promise<InvoiceLine[]> {
  const db = await getDb();
  const partIds = rows.map((row) => row.partId).filter((partId) => partId !== null);
  const numbers = partIds.length
    ? await db
        .select({ id: parts.id, partNumber: parts.partNumber })
        .from(parts)
        .where(inArray(parts.id, partIds))
    : [];
  const numberOf = new Map(numbers.map((row) => [row.id, row.partNumber]));
  return rows.map((row) => ({
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
}

/** The orders' charges together (a checkout's is the sum of its orders' shares), deposits too. */
export function invoiceCharges(rows: OrderRow[]): ChargeBreakdown {
  const orders = rows.map(toOrderJson);
  return chargeBreakdown(combinedCharges(orders), coreDepositsOf(orders));
}

/** Who an order was for and where it ships, as an invoice's "Bill to" lists them. */
export const customerLines = (order: OrderRow) => [
  `${order.authorName} <${order.authorEmail}>`,
  invoiceMessages.shipTo(order.address, order.phone),
];

/** The receipt of paid orders (one, or a checkout's): lines, totals and when it was paid. */
async function invoiceOf(id: string, paid: OrderRow[]): Promise<InvoiceData> {
  const db = await getDb();
  const first = paid[0]!;
  const [payment] = await db
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.intentId, first.transactionId!), eq(payments.eventType, "succeeded")));
  return {
    number: receiptNumber(id),
    date: payment?.createdAt ?? new Date(),
    billTo: customerLines(first),
    details: first.poNumber ? [invoiceMessages.poNumber(first.poNumber)] : [],
    lines: await invoiceLines(paid),
    charges: invoiceCharges(paid),
    footer: [invoiceMessages.paidWith(first.transactionId!)],
  };
}

/**
 * The invoice of a purchase (a single order, or a checkout: its paid lines), for its customer or
 * an admin.
 */
export async function invoiceData(actor: Actor | null, subject: PaymentSubject) {
  const purchase = await purchaseFor(actor, subject, "see");
  const lines = await purchaseLines(purchase);
  // Orders on a company's account have their invoice (GET /api/invoices/{id}/pdf), not a receipt.
  if (lines.some((row) => row.onAccount)) throw new AppError(409, invoiceMessages.onAccount);
  const paid = lines.filter((row) => row.paid);
  if (paid.length === 0)
    throw new AppError(
      409,
      purchase.kind === "order" ? invoiceMessages.notPaid : invoiceMessages.checkoutNotPaid,
    );
  return invoiceOf(purchase.id, paid);
}
