import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** Removes the template databases this run's workers made (see test-database.ts). */
export default async function globalTeardown() {
  const run = process.env.REDLINE_TEST_RUN;
  if (!run) return;
  fs.rmSync(path.join(os.tmpdir(), `redline-jest-run-${run}`), { recursive: true, force: true });
  if (process.env.TEST_DB !== "server" || !process.env.TEST_DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const { rows } = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE $1", [
    `redline\\_template\\_${run}\\_%`,
  ]);
  for (const { datname } of rows)
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
}
