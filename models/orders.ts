import { sql, type SQL } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { chargeChecks, chargeColumns } from "./charge-columns";
import { createdAtColumn, idColumn } from "./columns";
import { checkouts } from "./checkouts";
import { countedAsSold, soldAt } from "./order-sales";
import { parts } from "./parts";
import { users } from "./users";
import { vehicles } from "./vehicles";

/**
 * An order's total in cents as SQL: its line (price × quantity), its core deposit (per piece ×
 * quantity), its shipping and its tax, the same sum as orderTotalCents. The table's sort, its
 * index and the overview's sums all use it.
 */
export const orderTotalSql = (row: {
  priceCents: AnyPgColumn;
  coreChargeCents: AnyPgColumn;
  orderQty: AnyPgColumn;
  shippingCents: AnyPgColumn;
  taxCents: AnyPgColumn;
}): SQL =>
  sql`(${row.priceCents}::bigint * ${row.orderQty} + ${row.coreChargeCents}::bigint * ${row.orderQty} + ${row.shippingCents} + ${row.taxCents})`;

/** An order keeps its own copy of the product's name, image and price as they were when ordered. */
export const orders = pgTable(
  "orders",
  {
    id: idColumn(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    authorEmail: text("author_email").notNull(),
    partId: text("part_id").references(() => parts.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    productImage: text("product_image").notNull(),
    priceCents: integer("price_cents").notNull(),
    /** The part's base price when ordered: above price_cents when a price break applied. */
    listPriceCents: integer("list_price_cents"),
    orderQty: integer("order_qty").notNull(),
    /** The core deposit per piece as charged (the part's then), refunded per core returned. */
    coreChargeCents: integer("core_charge_cents").notNull().default(0),
    /** Pieces whose old core has come back and been received. */
    coresReturned: integer("cores_returned").notNull().default(0),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    /** The one payment intent of this order at its provider, reused when the customer returns. */
    paymentIntentId: text("payment_intent_id"),
    /** The intent that paid the order, as the provider confirmed it. */
    transactionId: text("transaction_id"),
    paid: boolean("paid").notNull().default(false),
    /** When the order was paid (its ledger success's time); null on rows written before 0010. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shipped: boolean("shipped").notNull().default(false),
    /** Who carries the shipment, as the admin named it when shipping (optional). */
    carrier: text("carrier"),
    /** The carrier's tracking number, upper-case letters and digits (optional). */
    trackingNumber: text("tracking_number"),
    /** Set while an admin's refund is at the provider, so the order cannot ship meanwhile. */
    refundPending: boolean("refund_pending").notNull().default(false),
    /** An unpaid order holds its stock until then (ORDER_HOLD_MINUTES after it was placed). */
    holdUntil: timestamp("hold_until", { withTimezone: true }),
    /** When an unpaid order expired and gave its stock back; it stays for the customer to see. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** The checkout that placed this order with others (paid together), or null. */
    checkoutId: text("checkout_id").references(() => checkouts.id, { onDelete: "set null" }),
    /** The buyer's purchase-order number, as their checkout gave it. */
    poNumber: text("po_number"),
    /** Billed on the company's invoice: it holds no stock hold, never expires, ships unpaid. */
    onAccount: boolean("on_account").notNull().default(false),
    createdAt: createdAtColumn(),
    /**
     * Where it ships: city, state (USPS code) and ZIP. A checkout always gives them; the
     * contract's single order may not, and orders placed before them have none (null).
     */
    shipCity: text("ship_city"),
    shipState: text("ship_state"),
    shipZip: text("ship_zip"),
    /** This order's share of its checkout's shipping and tax (the single order: its own). */
    ...chargeColumns(),
    /** The vehicle the part was bought for (its cart line's), or null. */
    vehicleId: text("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
  },
  (table) => [
    index("orders_uid_created_at_idx").on(table.uid, table.createdAt.desc()),
    // Manage Orders' default order (newest first, the id breaking ties) walks this backwards, and
    // so does its date range and CSV export. It replaces orders_created_at_idx (created_at DESC
    // NULLS LAST), which no ORDER BY created_at could use: DESC means NULLS FIRST.
    index("orders_created_at_id_idx").on(table.createdAt, table.id),
    index("orders_part_id_idx").on(table.partId),
    // "Ordered before" for a garage vehicle: the buyer's orders for it, newest first.
    index("orders_vehicle_id_idx").on(table.vehicleId, table.createdAt),
    index("orders_checkout_id_idx").on(table.checkoutId),
    // Manage Orders finds a PO number as typed, whatever its case.
    index("orders_po_number_idx")
      .on(sql`upper(${table.poNumber})`)
      .where(sql`${table.poNumber} IS NOT NULL`),
    // The expiry sweep looks only at unpaid orders still holding stock.
    index("orders_hold_until_idx")
      .on(table.holdUntil)
      .where(sql`NOT ${table.paid} AND ${table.expiredAt} IS NULL`),
    uniqueIndex("orders_payment_intent_unique").on(table.paymentIntentId),
    // Manage Orders' search: ILIKE '%text%' on the customer's name and email and the product
    // (trigram indexes; pg_trgm from drizzle/0004), the exact transaction id, and the order id
    // (primary key); together one BitmapOr. Updated at once on each write, no pending list.
    index("orders_author_name_trgm_idx")
      .using("gin", table.authorName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("orders_author_email_trgm_idx")
      .using("gin", table.authorEmail.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("orders_product_name_trgm_idx")
      .using("gin", table.productName.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("orders_transaction_id_idx").on(table.transactionId),
    // ...and the product's words, stemmed as the shop's search stems them ("pads" finds a "Pad"):
    // the same expression as lib/services/admin-tables/orders-table.ts.
    index("orders_product_words_idx")
      .using("gin", sql`to_tsvector('english', ${table.productName})`)
      .with({ fastupdate: false }),
    // The overview's revenue: paid orders by when they were paid, a row written paid without a
    // time (seeds, imports) by when it was placed (lib/services/admin-overview/paid-orders.ts).
    index("orders_paid_at_idx")
      .on(sql`coalesce(${table.paidAt}, ${table.createdAt})`)
      .where(sql`${table.paid}`),
    // The tax report and the overview's shipping and tax: the orders sold, by when they were sold
    // (models/order-sales.ts). At 100,000 orders a month's report read them all (~60 ms); with
    // this, its own (~8 ms).
    index("orders_sold_at_idx").on(soldAt(table)).where(countedAsSold(table)),
    // The table's sort by total (the same expression as domains/ordering/server/orders/orders-table.ts).
    index("orders_total_idx").on(orderTotalSql(table), table.id),
    ...chargeChecks("orders", table),
    check("orders_price_positive", sql`${table.priceCents} > 0`),
    check("orders_order_qty_positive", sql`${table.orderQty} > 0`),
    check("orders_core_charge_not_negative", sql`${table.coreChargeCents} >= 0`),
    check(
      "orders_cores_returned_in_range",
      sql`${table.coresReturned} >= 0 AND ${table.coresReturned} <= ${table.orderQty}`,
    ),
    // An order on a company's account ships before its invoice is paid.
    check(
      "orders_shipped_only_when_paid",
      sql`NOT ${table.shipped} OR ${table.paid} OR ${table.onAccount}`,
    ),
    // Tracking is recorded by shipping, and a carrier alone tracks nothing.
    check(
      "orders_tracking_only_when_shipped",
      sql`${table.trackingNumber} IS NULL OR ${table.shipped}`,
    ),
    check(
      "orders_carrier_has_tracking",
      sql`${table.carrier} IS NULL OR ${table.trackingNumber} IS NOT NULL`,
    ),
    check(
      "orders_paid_has_transaction",
      // …or by its invoice (on account), paid by bank transfer.
      sql`NOT ${table.paid} OR ${table.transactionId} IS NOT NULL OR ${table.onAccount}`,
    ),
  ],
);
