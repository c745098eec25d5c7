import "server-only";
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { STORED_NAME, UPLOADS_URL_PREFIX, type ImageStorage } from "./image-storage";

/** Images as files in one directory: the embedded database's storage (one process). */
export function localDiskStorage(directory: string): ImageStorage {
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
