import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/config";

/** Where uploaded images live. One interface, so a cloud bucket can replace the local disk. */
export interface ImageStorage {
  /** Stores the bytes under a new random name; answers the public URL path. */
  save(bytes: Buffer, extension: "webp"): Promise<{ url: string }>;
  /** The stored bytes of a name that `save` gave out, or null. */
  read(name: string): Promise<Buffer | null>;
}

/** Names we hand out: a random UUID and our extension. Nothing a client sends becomes a path. */
export const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const UPLOADS_URL_PREFIX = "/uploads/";

function localDiskStorage(directory: string): ImageStorage {
  return {
    async save(bytes, extension) {
      await fs.mkdir(directory, { recursive: true });
      const name = `${crypto.randomUUID()}.${extension}`;
      // Written under a temporary name first, so a half-written file is never served.
      const temporary = path.join(directory, `.${name}.partial`);
      await fs.writeFile(temporary, bytes, { flag: "wx" });
      await fs.rename(temporary, path.join(directory, name));
      return { url: `${UPLOADS_URL_PREFIX}${name}` };
    },
    async read(name) {
      if (!STORED_NAME.test(name)) return null;
      return fs.readFile(path.join(directory, name)).catch(() => null);
    },
  };
}

export function imageStorage(): ImageStorage {
  return localDiskStorage(path.join(config().dataDir, "uploads"));
}
