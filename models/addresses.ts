import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAtColumn, idColumn } from "./columns";
import { users } from "./users";

/** A customer's saved shipping addresses, in the order's own shape; at most one default. */
export const savedAddresses = pgTable(
  "saved_addresses",
  {
    id: idColumn(),
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    /** The customer's name for it ("Workshop", "Warehouse"). */
    label: text("label").notNull(),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    /** City, state (USPS code) and ZIP: required of new and edited addresses, null on older rows. */
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index("saved_addresses_uid_idx").on(table.uid),
    uniqueIndex("saved_addresses_one_default")
      .on(table.uid)
      .where(sql`${table.isDefault}`),
  ],
);
