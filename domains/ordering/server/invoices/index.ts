import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { invoiceData, type InvoiceData } from "./invoice-data";
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
