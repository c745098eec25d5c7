import { formatMoney } from "@/lib/money";
import type { InvoiceStatus } from "@/models/invoice-values";

/** What the screens of buying on account say: checkout, Approvals, Invoices and their dialogs. */
export const billingScreenTexts = {
  checkout: {
    heading: "Your company",
    buyingFor: (company: string) => `Ordering for ${company}.`,
    poNumber: "PO number",
    poOptional: "PO number (optional)",
    poRequired: "Enter your PO number: your company asks for one on every order.",
    poPlaceholder: "e.g. PO-2026-0142",
    payment: "Payment",
    byCard: "Pay by card",
    onAccount: "Pay on account",
    credit: (available: number, limit: number) =>
      `Credit available: ${formatMoney(available)} of ${formatMoney(limit)}`,
    spendingLimit: (limit: number) =>
      `Checkouts above your spending limit of ${formatMoney(limit)} wait for your company admin's approval.`,
    loading: "Loading your company's terms…",
    placedOnAccount: "Ordered on account",
    onAccountText: (total: number) =>
      `Your orders (${formatMoney(total)}) are placed and billed on your company's invoice: there is nothing to pay by card now.`,
    seeInvoices: "See the invoices",
    placedAwaiting: "Waiting for approval",
    awaitingText: (total: number) =>
      `Your checkout of ${formatMoney(total)} is above your spending limit: it waits for your company admin's approval. Its parts are held for you, and you get a mail once it is decided.`,
    myOrders: "Go to My Orders",
  },
  approvals: {
    title: "Approvals",
    subtitle: "Checkouts by your buyers above their spending limit, oldest first.",
    onlyAdmins: "Approvals are for your company's admins.",
    loading: "Loading the checkouts waiting for approval…",
    empty: "No checkout is waiting for your approval.",
    buyer: "Buyer",
    total: "Total",
    poNumber: "PO",
    noPo: "none",
    payment: "Payment",
    placed: "Placed",
    paymentLabel: { card: "By card", account: "On account" },
    lines: (count: number) => `${count} ${count === 1 ? "line" : "lines"}`,
    linesColumns: ["Part", "Quantity", "Price", "Line total"],
    approve: "Approve",
    decline: "Decline",
    approved: (buyer: string) => `Approved: ${buyer}'s checkout goes on.`,
    declined: (buyer: string) => `Declined: ${buyer} gets a mail with your reason.`,
    declineTitle: "Decline this checkout?",
    declineText: (buyer: string, total: number) =>
      `${buyer}'s checkout of ${formatMoney(total)} ends, and its parts go back on sale. ${buyer} is mailed your reason.`,
    reason: "Reason",
    reasonPlaceholder: "e.g. Please order this from the fleet budget next month.",
  },
  invoices: {
    title: "Invoices",
    subtitle: "Your company's statement: what is open, overdue and paid.",
    adminTitle: "Manage Invoices",
    adminSubtitle: "Every company's invoices on account: record the bank payments as they arrive.",
    onlyAdmins: "Invoices are for your company's admins.",
    totals: "Totals",
    open: "Open",
    openNote: "Owed on invoices not yet due.",
    overdue: "Overdue",
    overdueNote: "Owed on invoices past their due date.",
    empty: "No invoices yet: checkouts on account open one each.",
    caption: "Invoices",
    columns: {
      number: "Invoice",
      company: "Company",
      poNumber: "PO",
      issued: "Issued",
      due: "Due",
      total: "Total",
      paid: "Paid",
      credited: "Credited",
      status: "Status",
      actions: "Actions",
    },
    searchPlaceholder: "Number, PO or company",
    statusFilter: "Status",
    status: { open: "Open", overdue: "Overdue", paid: "Paid" } satisfies Record<
      InvoiceStatus,
      string
    >,
    pdf: "PDF",
    pdfOf: (number: string) => `Invoice ${number} as PDF`,
    recordPayment: "Record payment",
    recordPaymentOf: (number: string) => `Record a payment for invoice ${number}`,
  },
  payment: {
    title: (number: string) => `Record a payment: ${number}`,
    owed: (owed: number, total: number) =>
      `Still owed ${formatMoney(owed)} of ${formatMoney(total)}. A part payment is fine.`,
    amount: "Amount ($)",
    reference: "Bank reference",
    referencePlaceholder: "e.g. WIRE-20261127-42",
    receivedAt: "Received on",
    save: "Record payment",
    recorded: (amount: number, number: string) =>
      `Recorded ${formatMoney(amount)} against invoice ${number}.`,
    paidInFull: (number: string) => `Invoice ${number} is paid in full.`,
  },
} as const;
