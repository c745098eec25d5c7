import "@/lib/validation/zod-config";
import { z } from "zod";
import { INVOICE_STATUSES } from "@/models/invoice-values";
import { dayText, oneOf, tableFields, withPaging } from "@/lib/tables/table-query";
import { dollarsToCents } from "@/lib/validation/numbers";
import { idText, plainText } from "@/lib/validation/text";
import { billingMessages } from "./billing-texts";

/** `GET /api/invoices`: a company admin's statement, or the shop admins' Invoices table. */
export const invoicesQuerySchema = z
  .object({ ...tableFields, status: oneOf("status", INVOICE_STATUSES).optional() })
  .transform((query) => withPaging<typeof query>(query));
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;

export const invoiceParamsSchema = z.object({ id: idText("Invoice id") });

const today = () => new Date().toISOString().slice(0, 10);

/** `POST /api/invoices/{id}/payments`: a bank payment as the shop's admin records it. */
export const invoicePaymentSchema = z.object({
  amount: dollarsToCents("amount", "amount is required"),
  reference: plainText("reference", 80),
  receivedAt: dayText("receivedAt").refine((day) => day <= today(), {
    message: billingMessages.receivedInFuture,
  }),
});
export type InvoicePaymentInput = z.output<typeof invoicePaymentSchema>;

/** `POST /api/checkout/{id}/decline`: why, for the buyer's mail. */
export const declineSchema = z.object({
  reason: plainText("reason", 300, billingMessages.reasonRequired),
});
export type DeclineInput = z.output<typeof declineSchema>;
