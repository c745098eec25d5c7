import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "@/models";
import { logger } from "@/lib/log";
import { installJobQueues } from "@/lib/jobs/install";
import { lockDirectory } from "./lock";
import { TransactionSafePool } from "./transaction-safe-pool";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: what a service passes to the helpers that must write inside it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Plain SQL with $1, $2, … parameters, for libraries that bring their own statements (pg-boss). */
export interface SqlClient {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

export interface DatabaseHandle {
  db: Db;
  kind: "embedded" | "server";
  sqlClient: SqlClient;
  /** Applies the committed migrations that have not run yet, and the job queue's own. */
  migrate: () => Promise<void>;
  /** An embedded database's whole data directory as one tar image, for openEmbedded to load. */
  image?: () => Promise<Blob>;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), "drizzle");

/**
 * Opens PGlite in a directory (taking its one-owner lock) or in memory: empty, or loaded from an
 * image that `image()` made (a copy in memory starts in a fraction of a directory copy's time).
 */
export async function openEmbedded(source?: string | Blob): Promise<DatabaseHandle> {
  const directory = typeof source === "string" ? source : undefined;
  const release = directory ? lockDirectory(directory) : () => {};
  try {
    // The parts finder's typo matching (drizzle/0004) needs these two contrib extensions.
    const options = { extensions: { pg_trgm, fuzzystrmatch } };
    const client = await PGlite.create({
      ...options,
      dataDir: directory,
      loadDataDir: typeof source === "string" ? undefined : source,
    });
    const db = drizzlePglite({ client, schema });
    const sqlClient: SqlClient = {
      // exec runs several statements (a library's schema set-up); query binds parameters.
      executeSql: async (text, values) =>
        values?.length
          ? client.query<Record<string, unknown>>(text, values)
          : { rows: ((await client.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[] },
    };
    return {
      db: db as unknown as Db,
      kind: "embedded",
      sqlClient,
      migrate: async () => {
        await migratePglite(db, { migrationsFolder });
        await installJobQueues(sqlClient);
      },
      image: () => client.dumpDataDir("none"),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

// A server that is down answers in milliseconds (refused, or "shutting down"); one that does not
// answer at all must not hold a request longer than this before it becomes a 503.
const CONNECT_TIMEOUT_MS = 2_000;
// The server cancels a statement running (or waiting for a lock) longer than this, and closes a
// session left idle inside a transaction, so no request and no lock outlives its purpose.
const STATEMENT_TIMEOUT_MS = 10_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;

export async function openServer(connectionString: string): Promise<DatabaseHandle> {
  const pool = new TransactionSafePool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Notices a server that vanished without closing its sockets (a network partition).
    keepAlive: true,
  });
  // An idle connection that the server closes (restart, failover) must not crash the process;
  // the pool drops it and opens a new one for the next query.
  pool.on("error", (error) => logger.warn({ err: error }, "An idle PostgreSQL connection closed"));
  // So must one that a transaction holds between two statements when the server goes away: the
  // transaction's next statement fails (a 503), but the connection's own error event had no
  // listener, and an unhandled one crashed the request mid-answer.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      logger.warn({ err: error }, "A PostgreSQL connection in use closed"),
    ),
  );
  const db = drizzlePg({ client: pool, schema });
  const sqlClient: SqlClient = { executeSql: (text, values) => pool.query(text, values) };
  return {
    db: db as unknown as Db,
    kind: "server",
    sqlClient,
    migrate: async () => {
      await migratePg(db, { migrationsFolder });
      await installJobQueues(sqlClient);
    },
    close: () => pool.end(),
  };
}

export function embeddedDirectory(dataDir: string): string {
  return path.join(dataDir, "pglite");
}
