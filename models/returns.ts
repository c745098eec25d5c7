import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
import { invoices } from "./invoices";
import { orders } from "./orders";
import { RETURN_REASONS, RETURN_STATUSES } from "./return-values";
import { users } from "./users";
import { vehicles } from "./vehicles";

export const returnReason = pgEnum("return_reason", RETURN_REASONS);
export const returnStatus = pgEnum("return_status", RETURN_STATUSES);

/** Credit notes count up on their own ("CN-1001"). */
export const creditNoteNumbers = pgSequence("credit_note_number_seq", { startWith: 1001 });

/** RMA numbers count up, whichever instance opens the return ("RMA-000123"). */
export const returnNumbers = pgSequence("return_number_seq", { startWith: 1 });

/** A customer's return of some of an order's pieces (or of their cores), and how it went. */
export const returns = pgTable(
  "returns",
  {
    id: idColumn(),
    number: text("number")
      .notNull()
      .default(sql`('RMA-' || lpad(nextval('return_number_seq')::text, 6, '0'))`),
    // A return never deletes its order; deleting the order (or its buyer's account) takes its returns.
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Who asked for it (the order's owner or their company's admin). */
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    reason: returnReason("reason").notNull(),
    note: text("note").notNull().default(""),
    /** The vehicle the part was bought for (wrong-part returns feed the fitment review). */
    vehicleId: text("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    status: returnStatus("status").notNull().default("requested"),
    /** What is owed back, computed by rule when the pieces are received. */
    refundCents: integer("refund_cents"),
    restocked: boolean("restocked").notNull().default(false),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("returns_number_unique").on(table.number),
    index("returns_order_id_idx").on(table.orderId),
    index("returns_uid_created_at_idx").on(table.uid, table.createdAt),
    index("returns_created_at_id_idx").on(table.createdAt, table.id),
    // The fitment review: wrong-part returns by when they were opened.
    index("returns_wrong_part_idx")
      .on(table.createdAt)
      .where(sql`${table.reason} = 'wrong-part'`),
    check("returns_quantity_positive", sql`${table.quantity} > 0`),
    check(
      "returns_refund_not_negative",
      sql`${table.refundCents} IS NULL OR ${table.refundCents} >= 0`,
    ),
    check(
      "returns_rejected_has_reason",
      sql`${table.status} <> 'rejected' OR ${table.rejectionReason} IS NOT NULL`,
    ),
  ],
);

/** A return's history: each status it reached, by whom, with what detail. Append-only. */
export const returnEvents = pgTable(
  "return_events",
  {
    id: idColumn(),
    returnId: text("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    status: returnStatus("status").notNull(),
    actorUid: text("actor_uid"),
    actorName: text("actor_name"),
    detail: text("detail"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [index("return_events_return_id_idx").on(table.returnId, table.createdAt)],
);

/** A credit note: an on-account return's refund, taken off its invoice's amount due. */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: idColumn(),
    number: text("number")
      .notNull()
      .default(sql`('CN-' || nextval('credit_note_number_seq'))`),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "cascade" }),
    returnId: text("return_id")
      .notNull()
      .references(() => returns.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex("credit_notes_number_unique").on(table.number),
    // One credit note per return: a second "refunded" credits nothing more.
    uniqueIndex("credit_notes_return_unique").on(table.returnId),
    index("credit_notes_invoice_idx").on(table.invoiceId),
    check("credit_notes_amount_positive", sql`${table.amountCents} > 0`),
  ],
);
