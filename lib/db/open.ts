import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import * as schema from "@/models";
import { lockDirectory } from "./lock";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction: what a service passes to the helpers that must write inside it. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: "embedded" | "server";
  /** Applies the committed migrations that have not run yet. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), "drizzle");

/** Opens PGlite in a directory (taking its one-owner lock) or, with no directory, in memory. */
export async function openEmbedded(directory?: string): Promise<DatabaseHandle> {
  const release = directory ? lockDirectory(directory) : () => {};
  try {
    const client = directory ? await PGlite.create(directory) : await PGlite.create();
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: "embedded",
      migrate: () => migratePglite(db, { migrationsFolder }),
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

export async function openServer(connectionString: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString, max: 10 });
  // An idle connection that the server closes (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on("error", (error) =>
    console.warn(`An idle PostgreSQL connection closed: ${error.message}`),
  );
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: "server",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

export function embeddedDirectory(dataDir: string): string {
  return path.join(dataDir, "pglite");
}
