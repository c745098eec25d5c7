import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { parts } from "./parts";
import { users } from "./users";
import { vehicles } from "./vehicles";

/** A signed-in customer's cart: one line per part, kept until checkout or removal. */
export const cartLines = pgTable(
  "cart_lines",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    partId: text("part_id")
      .notNull()
      .references(() => parts.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** The vehicle the part is bought for, when it was added with one chosen; checkout copies it. */
    vehicleId: text("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    /** Lines are shown in the order they were first added. */
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.partId] }),
    check("cart_lines_quantity_positive", sql`${table.quantity} > 0`),
  ],
);
