import { pgTable, text } from "drizzle-orm/pg-core";
import { bytea, createdAtColumn } from "./columns";

/**
 * Uploaded images when the shop runs on a PostgreSQL server: every instance behind the load
 * balancer reads the same images (lib/storage). The embedded database keeps them on disk.
 */
export const storedImages = pgTable("stored_images", {
  /** The name `save` gave out (a random UUID and the extension), as in /uploads/{name}. */
  name: text("name").primaryKey(),
  bytes: bytea("bytes").notNull(),
  createdAt: createdAtColumn(),
});
