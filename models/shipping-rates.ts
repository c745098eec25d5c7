import { sql } from "drizzle-orm";
import { check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The shop's shipping rates: one row at most (`id` is always "shop"), holding the whole rates
 * document as the admin saved it (dollars, checked by domains/shipping's schema on every write
 * and read). No row: the default table of domains/shipping/default-rates.ts applies.
 */
export const shippingRates = pgTable(
  "shipping_rates",
  {
    id: text("id").primaryKey().default("shop"),
    rates: jsonb("rates").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [check("shipping_rates_one_row", sql`${table.id} = 'shop'`)],
);
