import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { users } from "./users";
import { COMPANY_ROLES, COMPANY_STATUSES, COMPANY_TERMS } from "./company-values";

export const companyStatus = pgEnum("company_status", COMPANY_STATUSES);
export const companyTerms = pgEnum("company_terms", COMPANY_TERMS);
export const companyRole = pgEnum("company_role", COMPANY_ROLES);

/** A business account: applied for by a customer, approved and given terms by the shop. */
export const companies = pgTable(
  "companies",
  {
    id: idColumn(),
    name: text("name").notNull(),
    taxId: text("tax_id"),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    status: companyStatus("status").notNull().default("pending"),
    terms: companyTerms("terms").notNull().default("card"),
    creditLimitCents: integer("credit_limit_cents").notNull().default(0),
    poRequired: boolean("po_required").notNull().default(false),
    /** Hundredths of a percent (1250 = 12.5 %): exact, and an integer like every amount here. */
    discountBasisPoints: integer("discount_basis_points").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // The Companies table's default order (newest first, the id breaking ties) and its export.
    index("companies_created_at_id_idx").on(table.createdAt, table.id),
    index("companies_status_idx").on(table.status),
    // The Companies table's search: ILIKE '%text%' on the name (pg_trgm, drizzle/0004).
    index("companies_name_trgm_idx")
      .using("gin", table.name.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    check("companies_credit_limit_check", sql`${table.creditLimitCents} >= 0`),
    check("companies_discount_check", sql`${table.discountBasisPoints} BETWEEN 0 AND 10000`),
  ],
);

/**
 * A user's place in a company. The user is the key: a user belongs to at most one company,
 * which the database itself guarantees, whatever two requests do at once.
 */
export const companyMembers = pgTable(
  "company_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    role: companyRole("role").notNull(),
    /** What a buyer may spend in one checkout without an admin's approval; null: no limit. */
    spendingLimitCents: integer("spending_limit_cents"),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("company_members_company_idx").on(table.companyId, table.createdAt),
    check(
      "company_members_spending_limit_check",
      sql`${table.spendingLimitCents} IS NULL OR ${table.spendingLimitCents} >= 0`,
    ),
  ],
);

/**
 * An invitation mailed to an address with no account yet. Only a hash of its token is stored
 * (set when the mail job makes the link); signing up through the link makes the member.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: idColumn(),
    companyId: text("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: companyRole("role").notNull(),
    spendingLimitCents: integer("spending_limit_cents"),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    tokenHash: text("token_hash"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // Inviting the same address again renews its invitation rather than adding another.
    uniqueIndex("company_invitations_company_email_unique").on(table.companyId, table.email),
    uniqueIndex("company_invitations_token_unique").on(table.tokenHash),
  ],
);
