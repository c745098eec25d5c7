import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";
import { companies } from "./companies";
import { parts } from "./parts";

/**
 * A company's price list: the negotiated unit price of a part for the company's members (in
 * cents; never charged above the part's public price for the quantity). Uploading a list
 * replaces the company's rows in one transaction.
 */
export const companyPrices = pgTable(
  "company_prices",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    partId: text("part_id")
      .notNull()
      .references(() => parts.id, { onDelete: "cascade" }),
    priceCents: integer("price_cents").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.partId] }),
    // A part's deletion cascades here; its rows are found by part.
    index("company_prices_part_idx").on(table.partId),
    check("company_prices_price_positive", sql`${table.priceCents} > 0`),
  ],
);
