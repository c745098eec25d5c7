import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { storedImages } from "@/models";
import { STORED_NAME, UPLOADS_URL_PREFIX, type ImageStorage } from "./image-storage";

/**
 * Images in the database (`stored_images`): what every instance on one PostgreSQL server sees.
 * An image is one row written in one statement, so it is never read half-written.
 */
export function databaseStorage(db: Db): ImageStorage {
  return {
    async save(bytes, extension) {
      const name = `${crypto.randomUUID()}.${extension}`;
      await db.insert(storedImages).values({ name, bytes });
      return { url: `${UPLOADS_URL_PREFIX}${name}` };
    },
    async read(name) {
      if (!STORED_NAME.test(name)) return null;
      const [image] = await db
        .select({ bytes: storedImages.bytes })
        .from(storedImages)
        .where(eq(storedImages.name, name));
      return image?.bytes ?? null;
    },
  };
}
