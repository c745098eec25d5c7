import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { checkouts } from "./checkouts";
import { companies } from "./companies";
import { INVOICE_STATUSES } from "./invoice-values";

export const invoiceStatus = pgEnum("invoice_status", INVOICE_STATUSES);

/** Invoice numbers count up without gaps a customer would notice, whichever instance issues. */
export const invoiceNumbers = pgSequence("invoice_number_seq", { startWith: 1001 });

/**
 * What a company owes for one checkout bought on account. Credit used is the sum of what its
 * open and overdue invoices still owe; paid in full, the invoice and its orders are paid.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: idColumn(),
    number: text("number")
      .notNull()
      .default(sql`('INV-' || nextval('invoice_number_seq'))`),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    // Kept when the buyer's account (and so their checkout) is deleted: the company still owes.
    checkoutId: text("checkout_id").references(() => checkouts.id, { onDelete: "set null" }),
    poNumber: text("po_number"),
    totalCents: integer("total_cents").notNull(),
    paidCents: integer("paid_cents").notNull().default(0),
    /** Taken off by credit notes (returns of its orders): the amount due is total − paid − credited. */
    creditedCents: integer("credited_cents").notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: invoiceStatus("status").notNull().default("open"),
    /** When the overdue reminder went out: one reminder per invoice. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("invoices_number_unique").on(table.number),
    uniqueIndex("invoices_checkout_unique").on(table.checkoutId),
    index("invoices_company_idx").on(table.companyId, table.issuedAt),
    index("invoices_issued_at_id_idx").on(table.issuedAt, table.id),
    index("invoices_unpaid_due_idx")
      .on(table.dueDate)
      .where(sql`${table.status} <> 'paid'`),
    check("invoices_total_check", sql`${table.totalCents} > 0`),
    check(
      "invoices_paid_check",
      sql`${table.paidCents} >= 0 AND ${table.creditedCents} >= 0 AND ${table.paidCents} + ${table.creditedCents} <= ${table.totalCents}`,
    ),
  ],
);

/** What an invoice still owes, in cents: its total less its payments and its credit notes. */
export const invoiceOwedSql = sql<number>`(${invoices.totalCents} - ${invoices.paidCents} - ${invoices.creditedCents})`;

/** The same for a row already read. */
export const invoiceOwedCents = (row: {
  totalCents: number;
  paidCents: number;
  creditedCents: number;
}) => row.totalCents - row.paidCents - row.creditedCents;

/** A bank payment a shop admin recorded against an invoice; part payments add up. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: idColumn(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reference: text("reference").notNull(),
    receivedAt: date("received_at", { mode: "string" }).notNull(),
    recordedBy: text("recorded_by"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("invoice_payments_invoice_idx").on(table.invoiceId, table.createdAt),
    check("invoice_payments_amount_check", sql`${table.amountCents} > 0`),
  ],
);
