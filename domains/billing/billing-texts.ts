import { formatMoney } from "@/lib/money";

/** Texts of buying on account: terms, credit, approvals and invoices. */
export const billingMessages = {
  notAMember: "Only members of a business account can pay on account.",
  notApproved: "Your company's business account is not approved: it cannot buy on account.",
  cardTerms: "Your company pays by card: ask the shop for terms to buy on account.",
  poRequired: "poNumber is required: your company asks for a PO number on every order.",
  beyondCredit: (available: number) =>
    `This checkout is beyond your company's available credit of ${formatMoney(available)}.`,
  creditHold: (days: number) =>
    `Your company has an invoice overdue by more than ${days} days: it cannot buy on account until that invoice is paid.`,
  onlyCompanyAdmins: "Only your company's admins can see its invoices and approvals.",
  notAwaiting: "This checkout is not waiting for an approval.",
  approvalExpired:
    "This checkout's hold ran out before it was approved, and its stock went back on sale.",
  overpaid: (owed: number) =>
    `This payment is more than the invoice still owes (${formatMoney(owed)}).`,
  alreadyPaid: "This invoice is paid in full.",
  creditBeyondOwed: (owed: number) =>
    `This credit is more than the invoice still owes (${formatMoney(owed)}): refund the company by hand.`,
  noInvoice: "This order is on no invoice.",
  receivedInFuture: "receivedAt cannot be in the future",
  reasonRequired: "reason is required",
  termsLabel: { card: "Card", net15: "Net 15", net30: "Net 30", net60: "Net 60" },
  pdf: {
    terms: (terms: string, dueDate: string) => `Terms: ${terms}, due ${dueDate}`,
    payment: (amount: string, reference: string, receivedAt: string) =>
      `Payment received ${receivedAt}: ${amount} (${reference})`,
    credited: (amount: string) => `Credited: ${amount}`,
    balance: (owed: string, status: string) => `Balance due: ${owed} (${status})`,
    creditNote: (number: string, amount: string, createdAt: string) =>
      `Credit note ${number} of ${createdAt}: ${amount}`,
  },
} as const;

/** The mails of approvals and invoices. */
export const billingMails = {
  approvalNeededSubject: (buyer: string) => `A checkout by ${buyer} waits for your approval`,
  approvalNeeded: (buyer: string, total: number, poNumber: string | null) =>
    `${buyer} checked out ${formatMoney(total)}${poNumber ? ` (PO ${poNumber})` : ""}, above their spending limit. Approve or decline it under Approvals in your dashboard.`,
  approvedSubject: "Your checkout is approved",
  approved: (total: number) =>
    `Your company admin approved your checkout of ${formatMoney(total)}. It goes on with the payment you chose.`,
  declinedSubject: "Your checkout was declined",
  declined: (reason: string) =>
    `Your company admin declined your checkout: ${reason} Its parts went back on sale.`,
  overdueSubject: (number: string) => `Invoice ${number} is overdue`,
  overdue: (number: string, owed: number, dueDate: string) =>
    `Invoice ${number} was due on ${dueDate} and still owes ${formatMoney(owed)}. Please pay it; a company with an invoice long overdue cannot buy on account.`,
} as const;
