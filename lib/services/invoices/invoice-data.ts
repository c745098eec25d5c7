import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { invoiceMessages } from "@/lib/validation/invoice-texts";
import { orderFor, type OrderRow } from "@/lib/services/order-store";
import { checkoutFor, ordersOfCheckout } from "@/lib/services/checkout/checkout-store";
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

/** A paid order's invoice, for its customer or an admin. */
export async function orderInvoiceData(actor: Actor | null, orderId: string) {
  const order = await orderFor(actor, orderId, "see");
  if (!order.paid) throw new AppError(409, invoiceMessages.notPaid);
  return invoiceOf(order.id, [order]);
}

/** A checkout's invoice (its paid orders), for its customer or an admin. */
export async function checkoutInvoiceData(actor: Actor | null, checkoutId: string) {
  const checkout = await checkoutFor(actor, checkoutId, "see");
  const paid = (await ordersOfCheckout(checkout.id)).filter((row) => row.paid);
  if (paid.length === 0) throw new AppError(409, invoiceMessages.checkoutNotPaid);
  return invoiceOf(checkout.id, paid);
}
