// The billing domain's model: invoices of checkouts bought on account, and approvals.
export { billingMessages } from "./billing-texts";
export { billingScreenTexts } from "./billing-screen-texts";
export {
  declineSchema,
  invoiceParamsSchema,
  invoicePaymentSchema,
  invoicesQuerySchema,
} from "./invoices";
export type { InvoiceJson } from "./invoice-json";
