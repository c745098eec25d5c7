import { text, timestamp } from "drizzle-orm/pg-core";

/** Every id is an opaque string, so a malformed id in a URL is simply "not found". */
export const idColumn = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const createdAtColumn = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
