export {
  type Approval,
  approvalsPath,
  approveCheckout,
  type BuyingCompany,
  declineCheckout,
  invoicePdfPath,
  INVOICES_PATH,
  INVOICES_SUMMARY_PATH,
  type InvoicesSummary,
  type InvoicesTableRow,
  recordInvoicePayment,
  useBuyingCompany,
} from "./billing";
