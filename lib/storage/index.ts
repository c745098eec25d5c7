import "server-only";
import path from "node:path";
import { config } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { databaseStorage } from "./database";
import { localDiskStorage } from "./local-disk";
import type { ImageStorage } from "./image-storage";

/**
 * The uploads' storage: on a PostgreSQL server the database itself, so every instance serves
 * what any of them stored; on the embedded database (one process) files under DATA_DIR.
 */
export async function imageStorage(): Promise<ImageStorage> {
  const database = await getDatabase();
  return database.kind === "server"
    ? databaseStorage(database.db)
    : localDiskStorage(path.join(config().dataDir, "uploads"));
}
