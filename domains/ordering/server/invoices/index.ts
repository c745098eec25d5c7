import "server-only";
import type { Actor } from "@/lib/auth/actor";
import type { OrderRow } from "@/domains/ordering/server/order-store";
import {
  customerLines,
  invoiceCharges,
  invoiceData,
  invoiceLines,
  type InvoiceData,
} from "./invoice-data";
import { invoicePdf } from "./invoice-pdf";

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

const fileOf = async (data: InvoiceData): Promise<InvoiceFile> => ({
  fileName: `invoice-${data.number.slice("INV-".length).toLowerCase()}.pdf`,
  pdf: await invoicePdf(data),
});

/** `GET /api/orders/{id}/invoice`: a paid order's PDF invoice (its customer or an admin). */
export const orderInvoice = async (actor: Actor | null, orderId: string) =>
  fileOf(await invoiceData(actor, { orderId }));

/** `GET /api/checkout/{id}/invoice`: a checkout's PDF invoice, all its paid lines. */
export const checkoutInvoice = async (actor: Actor | null, checkoutId: string) =>
  fileOf(await invoiceData(actor, { checkoutId }));

/**
 * An invoice on account (billing) as a PDF: its orders' lines under the company's name, with its
 * own number, details and footer.
 */
export async function invoiceFileOf(invoice: {
  number: string;
  date: Date;
  billTo: string[];
  details: string[];
  orders: OrderRow[];
  footer: string[];
}): Promise<InvoiceFile> {
  const { orders, ...rest } = invoice;
  return fileOf({
    ...rest,
    billTo: [...rest.billTo, ...(orders[0] ? customerLines(orders[0]) : [])],
    lines: await invoiceLines(orders),
    charges: invoiceCharges(orders),
  });
}
