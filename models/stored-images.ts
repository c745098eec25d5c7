import { customType, pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: the app sees a Buffer.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

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
