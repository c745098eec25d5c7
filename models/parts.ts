import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";

export const parts = pgTable(
  "parts",
  {
    id: idColumn(),
    productName: text("product_name").notNull(),
    productDescription: text("product_description").notNull(),
    priceCents: integer("price_cents").notNull(),
    /**
     * The minimum order quantity (MOQ). The contract calls it `orderQty` and the admin screens
     * "maximum order quantity"; the column keeps its first name.
     */
    minOrderQty: integer("order_qty").notNull(),
    availableQty: integer("available_qty").notNull(),
    image: text("image").notNull(),
    creatorName: text("creator_name").notNull(),
    creatorUid: text("creator_uid").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // One index serves both listing orders: (created_at, id) forwards, or backwards for newest.
    index("parts_created_at_id_idx").on(table.createdAt, table.id),
    check("parts_price_positive", sql`${table.priceCents} > 0`),
    check("parts_order_qty_positive", sql`${table.minOrderQty} > 0`),
    check("parts_available_qty_not_negative", sql`${table.availableQty} >= 0`),
  ],
);
