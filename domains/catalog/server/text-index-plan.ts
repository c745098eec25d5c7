import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";

/**
 * Runs `read` in a transaction whose planner keeps to the indexes: for a search by words.
 * PostgreSQL prices a sequential scan by pages and rows, not by what it costs to reach each
 * row's search_vector (its last column) and match it (~0.6 µs a row), so for a word in a sixth
 * of the catalog it picks a scan of the whole table (~70 ms at 100,000 parts) over the GIN
 * index's bitmap (~10 ms). A search by words always has that index to use, so a sequential scan
 * is never needed. `bitmapsOnly` keeps it off plain index scans too, for a LIMIT that would
 * otherwise walk an index hoping to stop early.
 */
export async function onSearchIndexes<T>(
  db: Db,
  read: (tx: Db) => Promise<T>,
  { bitmapsOnly = false } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      bitmapsOnly
        ? sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`
        : sql`SELECT set_config('enable_seqscan', 'off', true)`,
    );
    return read(tx);
  });
}
