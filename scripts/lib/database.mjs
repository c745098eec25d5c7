// A throwaway PostgreSQL database for one script run: created, seeded with the demo data
// through the project's own seed script, inspected, and dropped at the end.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";

export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

function withDatabase(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function query(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Creates `redline_<purpose>_<pid>` and returns its URL and a function that drops it. */
export async function createScratchDatabase(adminUrl, purpose) {
  const name = `redline_${purpose}_${process.pid}`;
  await query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await query(adminUrl, `CREATE DATABASE ${name}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => query(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Migrates the database and loads the demo catalog and accounts (`npm run db:seed`). Without a
 * databaseUrl, the embedded database in `dataDir` (made if new) is the one seeded.
 */
export function seed(appDir, databaseUrl, { dataDir } = {}) {
  const tsx = path.join(appDir, "node_modules", "tsx", "dist", "cli.mjs");
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  if (!databaseUrl) delete env.DATABASE_URL;
  if (dataDir) env.DATA_DIR = dataDir;
  // Its errors are shown: a failed seed is otherwise only "Command failed".
  execFileSync(
    process.execPath,
    [tsx, "--conditions=react-server", path.join("scripts", "db-seed.ts")],
    { cwd: appDir, env, stdio: ["ignore", "ignore", "inherit"] },
  );
}

/** Gives every part this much stock, so a run measures ordering, not selling out. */
export async function stockEveryPart(url, quantity) {
  await query(url, "UPDATE parts SET available_qty = $1", [quantity]);
}

export async function partStock(url) {
  const rows = await query(url, "SELECT id, available_qty, order_qty FROM parts ORDER BY id");
  return rows.map((row) => ({ id: row.id, stock: row.available_qty, minimum: row.order_qty }));
}
