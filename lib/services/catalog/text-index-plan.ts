import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/open";

/**
 * Runs a read whose WHERE holds a text search with the planner kept to the search indexes.
 * PostgreSQL prices a sequential scan by pages and rows, not by what it costs to reach each
 * row's search_vector (its last column) and match it (~0.6 µs a row), so for a word in a sixth
 * of the catalog it picks a scan of the whole table (~80 ms at 100,000 parts) over the GIN
 * index's bitmap (~15 ms). A text search always has an index to use (words, numbers, number
 * prefixes), so a sequential scan is never needed. `bitmapsOnly` keeps it off plain index scans
 * too, for a LIMIT that would otherwise walk an index hoping to stop early.
 */
export async function readByTextIndexes(db: Db, statement: SQL, { bitmapsOnly = false } = {}) {
  return db.transaction(async (tx) => {
    await tx.execute(
      bitmapsOnly
        ? sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`
        : sql`SELECT set_config('enable_seqscan', 'off', true)`,
    );
    return tx.execute(statement);
  });
}
