import { route } from "@/lib/http/route";
import { recordInvoicePayment } from "@/domains/billing/server";
import { invoiceParamsSchema, invoicePaymentSchema } from "@/domains/billing";

// A shop admin records a bank payment; paid in full, the invoice and its orders are paid.
export const POST = route(
  { access: "admin", params: invoiceParamsSchema, body: invoicePaymentSchema, status: 201 },
  ({ actor, params, body }) => recordInvoicePayment(actor, params.id, body),
);
