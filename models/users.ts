import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";

export const userRole = pgEnum("user_role", ["user", "admin"]);

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    uid: text("uid")
      .notNull()
      .unique("users_uid_unique")
      .$defaultFn(() => crypto.randomUUID()),
    name: text("name").notNull(),
    /** Stored lower-cased, so the unique constraint is case-insensitive in effect. */
    email: text("email").notNull().unique("users_email_unique"),
    passwordHash: text("password_hash"),
    photoUrl: text("photo_url"),
    role: userRole("role").notNull().default("user"),
    education: text("education"),
    number: text("number"),
    address: text("address"),
    linkedin: text("linkedin"),
    facebook: text("facebook"),
    /**
     * Sessions and API tokens name the version they were issued under; raising it (sign-out,
     * password change or reset, role change) ends every earlier one at once.
     */
    tokenVersion: integer("token_version").notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    // Manage Users' default order (oldest first, the id breaking ties) and its CSV export.
    index("users_created_at_id_idx").on(table.createdAt, table.id),
    // Manage Users' search: ILIKE '%text%' on email and name (pg_trgm, drizzle/0004).
    index("users_email_trgm_idx")
      .using("gin", table.email.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
    index("users_name_trgm_idx")
      .using("gin", table.name.op("gin_trgm_ops"))
      .with({ fastupdate: false }),
  ],
);
