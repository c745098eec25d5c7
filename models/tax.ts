import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { companies } from "./companies";
import { users } from "./users";
import { TAX_EXEMPTION_STATUSES } from "./tax-values";

/**
 * A state's sales tax rate, in percent with at most three decimals (6.875), and whether
 * shipping is taxed there. One row for each of the 50 states and DC, from the migration on.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    state: text("state").primaryKey(),
    rate: numeric("rate", { precision: 6, scale: 3 }).notNull(),
    shippingTaxable: boolean("shipping_taxable").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [check("tax_rates_rate_check", sql`${table.rate} >= 0 AND ${table.rate} < 20`)],
);

export const taxExemptionStatus = pgEnum("tax_exemption_status", TAX_EXEMPTION_STATUSES);

/**
 * A resale or fleet exemption certificate for one state, held by a company (every member's
 * checkout is exempt there) or by a user outside any company: exactly one of the two. A holder
 * has one certificate per state; a new one replaces it and waits for the shop's check again.
 */
export const taxExemptions = pgTable(
  "tax_exemptions",
  {
    id: idColumn(),
    companyId: text("company_id").references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    certificateNumber: text("certificate_number").notNull(),
    state: text("state").notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    status: taxExemptionStatus("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    check(
      "tax_exemptions_one_holder",
      sql`(${table.companyId} IS NULL) <> (${table.userId} IS NULL)`,
    ),
    uniqueIndex("tax_exemptions_holder_state_unique").on(
      sql`COALESCE(${table.companyId}, ${table.userId})`,
      table.state,
    ),
    // The review table's default order (newest first) and its status filter.
    index("tax_exemptions_created_at_id_idx").on(table.createdAt, table.id),
    index("tax_exemptions_status_idx").on(table.status),
  ],
);
