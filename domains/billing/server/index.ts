// The billing domain's server code: checkouts bought on a company's account (terms, PO numbers,
// credit and holds), their approvals, the invoices they open and the payments that settle them.
// It stands on ordering (checkouts, orders), companies (membership, credit) and payments.
export { placeBusinessCheckout } from "./place-business-checkout";
export { listApprovals } from "./approval-list";
export { approveCheckout, declineCheckout } from "./approval-decisions";
export { invoicesPage } from "./invoices-table";
export { exportInvoicesCsv } from "./invoices-export";
export { accountInvoicePdf } from "./account-invoice-pdf";
export { recordInvoicePayment } from "./invoice-payments";
export { markOverdueInvoices } from "./overdue-invoices";
export { invoicesSummary, receivablesCents, type InvoicesSummaryJson } from "./receivables";
export { creditInvoice } from "./credit-notes";
