import "server-only";
import { duringBuild } from "@/lib/build-phase";
import { config } from "@/lib/config";
import { embeddedDirectory, openEmbedded, openServer, type DatabaseHandle, type Db } from "./open";

export type { Db, Tx } from "./open";

/** A step the start-up code adds to every opening (the demo data for a new embedded one). */
export type OpeningStep = (handle: DatabaseHandle) => Promise<void>;

// Kept on globalThis so that hot reloads in development reuse the one open database.
const holder = globalThis as typeof globalThis & {
  __redlineDatabase?: Promise<DatabaseHandle>;
  __redlineOpeningStep?: OpeningStep;
};

/**
 * Runs `step` after the migrations each time the database is opened. The start-up code (see
 * instrumentation.ts) seeds through it, so this layer knows nothing of demo data.
 */
export function afterOpening(step: OpeningStep): void {
  holder.__redlineOpeningStep = step;
}

async function openConfigured(): Promise<DatabaseHandle> {
  if (duringBuild()) {
    throw new Error(
      "The database is not opened during `next build`; render this page dynamically.",
    );
  }
  const { databaseUrl, dataDir } = config();
  const handle = databaseUrl
    ? await openServer(databaseUrl)
    : await openEmbedded(embeddedDirectory(dataDir));
  await handle.migrate();
  await holder.__redlineOpeningStep?.(handle);
  return handle;
}

/** The application's database, migrated (and prepared by the start-up's opening step). */
export async function getDatabase(): Promise<DatabaseHandle> {
  holder.__redlineDatabase ??= openConfigured().catch((error: unknown) => {
    holder.__redlineDatabase = undefined;
    throw error;
  });
  return holder.__redlineDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Closes the database if it was opened (at shutdown); the next getDatabase() opens it again. */
export async function closeDatabase(): Promise<void> {
  const opening = holder.__redlineDatabase;
  holder.__redlineDatabase = undefined;
  const handle = await opening?.catch(() => undefined);
  await handle?.close();
}

/** Lets a test run the services against a database it opened itself. */
export function installDatabase(handle: DatabaseHandle): void {
  holder.__redlineDatabase = Promise.resolve(handle);
}
