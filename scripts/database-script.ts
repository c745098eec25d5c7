import { getDatabase, type Db } from "@/lib/db";
import { DatabaseLockedError } from "@/lib/db/lock";

/** Runs a command-line task on the configured database, refusing cleanly when another process owns it. */
export function runDatabaseScript(task: (db: Db) => Promise<void>): void {
  (async () => {
    const handle = await getDatabase();
    try {
      await task(handle.db);
    } finally {
      await handle.close();
    }
  })().catch((error: unknown) => {
    if (error instanceof DatabaseLockedError) {
      console.error(`Refused: ${error.message}`);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
