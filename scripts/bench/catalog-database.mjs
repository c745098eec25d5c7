// The bench catalog in either database: the demo data (`npm run db:seed`) plus the filler
// parts, in a scratch database on the PostgreSQL server or a fresh embedded (PGlite) data
// directory; then what the requests are made from (sampled numbers, ids, the part count).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createScratchDatabase, query, seed } from "../lib/database.mjs";
import { round } from "../lib/report.mjs";
import { fillerSql } from "./catalog-filler.mjs";
import { loadFitment, universalSql, vehiclesSql } from "./fitment-filler.mjs";
import { SAMPLE_VEHICLES_SQL } from "./fitment-requests.mjs";

const SAMPLES = 200;
/** Fitment rows per filler part: the industry's average (issue 14: 3,000,000 for 100,000). */
const FITMENTS_PER_PART = 30;

// md5 of the number: the same spread-out sample on every run.
const SAMPLE_SQL = `SELECT part_number AS "partNumber", oem_numbers AS "oemNumbers", category, brand,
    price_cents / 100.0 AS price
  FROM parts WHERE creator_uid = 'bench' ORDER BY md5(part_number) LIMIT ${SAMPLES}`;
const IDS_SQL = `SELECT id FROM parts ORDER BY md5(id) LIMIT ${SAMPLES}`;
const COUNT_SQL = "SELECT count(*)::int AS total FROM parts";

const seconds = (since) => round((performance.now() - since) / 1000);

/** Fills the catalog through `run(sql) → rows` and reads back what the requests need. */
async function fill(run, parts) {
  const started = performance.now();
  await run(fillerSql(parts));
  const fillSeconds = seconds(started);
  // What autovacuum would soon do: without it, the GIN indexes' pending lists (where a bulk
  // insert's entries wait) are scanned by every search, ~2 ms more per number lookup at 100k.
  await run("VACUUM ANALYZE parts");
  const fitment = await fillFitment(run, parts * FITMENTS_PER_PART);
  const [counted] = await run(COUNT_SQL);
  const [terms] = await run("SELECT count(*)::int AS total FROM search_terms");
  return {
    fillSeconds,
    ...fitment,
    total: counted.total,
    searchTerms: terms.total,
    samples: await run(SAMPLE_SQL),
    ids: (await run(IDS_SQL)).map((row) => row.id),
  };
}

/** The bench vehicles, universal parts and fitment rows, then what the fitment requests ask about. */
async function fillFitment(run, rows) {
  const started = performance.now();
  await run(vehiclesSql());
  await run(universalSql());
  await loadFitment(run, rows);
  await run("VACUUM ANALYZE vehicles, fitments, parts");
  const [counted] = await run(`SELECT (SELECT count(*) FROM vehicles)::int AS vehicles,
    (SELECT count(*) FROM fitments)::int AS fitments,
    (SELECT count(*) FROM parts WHERE universal)::int AS universal`);
  return {
    fitmentSeconds: seconds(started),
    fitmentCounts: counted,
    vehicleSamples: await run(SAMPLE_VEHICLES_SQL(SAMPLES)),
  };
}

/** A scratch database on the server; `server` is what startServer needs, `drop` removes it. */
export async function serverCatalog(appDir, adminUrl, parts) {
  const database = await createScratchDatabase(adminUrl, "catalog");
  try {
    const started = performance.now();
    seed(appDir, database.url);
    const seedSeconds = seconds(started);
    const filled = await fill((text) => query(database.url, text), parts);
    return { seedSeconds, ...filled, server: { databaseUrl: database.url }, drop: database.drop };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/** A fresh embedded data directory (DATA_DIR) filled by PGlite itself before the server opens it. */
export async function embeddedCatalog(appDir, parts) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "redline-bench-catalog-"));
  const drop = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    const started = performance.now();
    seed(appDir, undefined, { dataDir });
    const seedSeconds = seconds(started);
    // The directory lib/db/open.ts embeddedDirectory() names; the seed script has closed it.
    const client = await PGlite.create({
      dataDir: path.join(dataDir, "pglite"),
      extensions: { pg_trgm, fuzzystrmatch },
    });
    try {
      const filled = await fill(async (text) => (await client.query(text)).rows, parts);
      return { seedSeconds, ...filled, server: { dataDir }, drop };
    } finally {
      await client.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}
