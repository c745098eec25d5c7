import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { companies } from "./companies";
import { parts } from "./parts";
import { users } from "./users";

/**
 * A saved list of parts to order again (issue 31's shared lists). It belongs to a company, and
 * every member sees and edits it, or to a user outside any company: exactly one of the two.
 */
export const partLists = pgTable(
  "part_lists",
  {
    id: idColumn(),
    name: text("name").notNull(),
    companyId: text("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Who made it (a company's member may leave; the list stays the company's). */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    check("part_lists_one_owner", sql`(${table.companyId} IS NULL) <> (${table.userId} IS NULL)`),
    index("part_lists_company_idx").on(table.companyId, table.createdAt),
    index("part_lists_user_idx").on(table.userId, table.createdAt),
    // One name once per owner, whatever its case: "Weekly" and "weekly" would be confused.
    uniqueIndex("part_lists_owner_name_unique").on(
      sql`COALESCE(${table.companyId}, ${table.userId})`,
      sql`lower(${table.name})`,
    ),
  ],
);

/** A line of a list: a part and how many, with the unit price it had when it was set. */
export const partListLines = pgTable(
  "part_list_lines",
  {
    listId: text("list_id")
      .notNull()
      .references(() => partLists.id, { onDelete: "cascade" }),
    partId: text("part_id")
      .notNull()
      .references(() => parts.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** The unit price (cents) for this quantity when the line was set: "price changed" since. */
    savedUnitPriceCents: integer("saved_unit_price_cents").notNull(),
    /** Lines are shown in the order they were first added. */
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.partId] }),
    check("part_list_lines_quantity_positive", sql`${table.quantity} > 0`),
    // Deleting a part removes its lines: found through this index, not a scan.
    index("part_list_lines_part_idx").on(table.partId),
  ],
);
