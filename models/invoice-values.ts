// Billing's enum values, apart from their tables so that a form may import them without loading
// drizzle into the browser.
export const CHECKOUT_PAYMENTS = ["card", "account"] as const;
export const CHECKOUT_APPROVALS = ["awaiting", "approved", "declined"] as const;
export const INVOICE_STATUSES = ["open", "overdue", "paid"] as const;

export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
