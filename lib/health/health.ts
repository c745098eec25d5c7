import "server-only";
import { sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/log";

export type Health = { ok: true; database: "up" } | { ok: false; database: "down" };

export async function checkHealth(): Promise<Health> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return { ok: true, database: "up" };
  } catch (error) {
    logger.error({ err: error }, "Health check: the database is unreachable");
    return { ok: false, database: "down" };
  }
}
