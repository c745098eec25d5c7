import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { openEmbedded, openServer, type DatabaseHandle } from "@/lib/db/open";
import { installDatabase } from "@/lib/db";
import { seedDemoData } from "@/db/seed";

// One database per Jest worker: the first test file a worker runs migrates and seeds a template
// (a PGlite image file, or a template database on the server), and every file then starts from
// a copy of it. Copying takes a fraction of a second; migrating and seeding took seconds. A
// PGlite copy lives in memory: copying a 46 MB directory per file cost seconds of disk writes.

/** Which database the suite runs on: PGlite by default, a PostgreSQL server with TEST_DB=server. */
export const testDatabaseKind = process.env.TEST_DB === "server" ? "server" : "embedded";

/** Set by jest-global-setup.mjs; names this run's templates so its teardown removes them. */
const runId = () => process.env.REDLINE_TEST_RUN ?? "solo";
const workerTemplate = () => `redline_template_${runId()}_${process.env.JEST_WORKER_ID ?? "1"}`;
// jest-global-teardown.mjs removes this directory and the server templates named after the run.
const templateDirectory = (run: string) => path.join(os.tmpdir(), `redline-jest-run-${run}`);

async function onAdminConnection<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DB=server needs TEST_DATABASE_URL");
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function serverUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function migrated(handle: DatabaseHandle, seed: boolean): Promise<DatabaseHandle> {
  await handle.migrate();
  if (seed) await seedDemoData(handle.db);
  return handle;
}

/** A new, empty server database; closing the handle drops it. */
async function serverDatabase(template?: string): Promise<DatabaseHandle> {
  const name = `redline_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onAdminConnection((admin) =>
    admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`),
  );
  const server = await openServer(serverUrl(name));
  return {
    ...server,
    close: async () => {
      await server.close();
      await onAdminConnection((admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

/** This worker's seeded template database, made by the first file that asks. */
async function serverTemplate(): Promise<string> {
  const name = workerTemplate();
  const exists = await onAdminConnection(
    async (admin) =>
      (await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount === 1,
  );
  if (exists) return name;
  const building = `${name}_building`;
  await onAdminConnection((admin) => admin.query(`DROP DATABASE IF EXISTS ${building}`));
  await onAdminConnection((admin) => admin.query(`CREATE DATABASE ${building}`));
  const handle = await migrated(await openServer(serverUrl(building)), true);
  await handle.close();
  // Renamed once complete, so a worker that died while seeding leaves no half-made template.
  await onAdminConnection((admin) => admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`));
  return name;
}

/** This worker's seeded PGlite image (a tar of its data directory), made by the first file that asks. */
async function embeddedTemplate(): Promise<string> {
  const file = path.join(templateDirectory(runId()), `${workerTemplate()}.tar`);
  if (fs.existsSync(file)) return file;
  const handle = await migrated(await openEmbedded(), true);
  const image = await handle.image!();
  await handle.close();
  const building = `${file}.building`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(building, Buffer.from(await image.arrayBuffer()));
  // Renamed once complete, so a worker that died while writing leaves no half-made template.
  fs.renameSync(building, file);
  return file;
}

/** A copy of this worker's seeded template: in memory (PGlite) or a new server database. */
async function copyOfTemplate(): Promise<DatabaseHandle> {
  if (testDatabaseKind === "server") return serverDatabase(await serverTemplate());
  const image = new Blob([fs.readFileSync(await embeddedTemplate())]);
  // Migrating finds nothing to do; it stays so that a copy can never lag the code.
  return migrated(await openEmbedded(image), false);
}

/**
 * Opens a migrated database and makes the services use it: with the demo data, a copy of the
 * worker's template; without, a new empty one. jest-database.ts opens the seeded one for every
 * integration and security test file; a file calls this itself only for a second or empty one.
 */
export async function openTestDatabase({ seed = true } = {}): Promise<DatabaseHandle> {
  const handle = seed
    ? await copyOfTemplate()
    : await migrated(
        testDatabaseKind === "server" ? await serverDatabase() : await openEmbedded(),
        false,
      );
  installDatabase(handle);
  return handle;
}
