// `npm run bench:catalog`: the catalog at 100,000 parts, in a database of its own on the
// PostgreSQL server (DATABASE_URL, default the local one). Times, one request at a time, what
// the old shop did (load every part at once) against the paginated shop and API, and a part
// by id; prints p50/p95 and writes bench/results/catalog-<time>.json.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { timeRequests } from "./bench/timing.mjs";
import {
  createServerDatabase,
  ensureBuild,
  resultsDir,
  seedServerDatabase,
  startShop,
} from "./bench/servers.mjs";

const PARTS = Number(process.env.CATALOG_PARTS) || 100_000;
const PAGE_SIZE = 32;
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function addParts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // One statement: parts spread over the last ~3 years, each with its own creation time.
  await client.query(
    `INSERT INTO parts (id, product_name, product_description, price_cents, order_qty, available_qty,
       image, creator_name, creator_uid, created_at)
     SELECT gen_random_uuid()::text, 'Bulk Part ' || n, 'Catalog filler part number ' || n || ' for the scale benchmark.',
       100 + n % 50000, 10 + n % 100, 1000 + n % 9000, '/images/parts/air-filter.svg', 'Bench', 'bench',
       now() - (n || ' minutes')::interval
     FROM generate_series(1, $1) AS n`,
    [PARTS],
  );
  await client.query("ANALYZE parts");
  const { rows } = await client.query("SELECT id FROM parts ORDER BY random() LIMIT 200");
  await client.end();
  return rows.map((row) => row.id);
}

const randomPages = (count, pageCount) =>
  [
    ...new Set(
      Array.from({ length: count * 2 }, () => 2 + Math.floor(Math.random() * (pageCount - 1))),
    ),
  ].slice(0, count);

ensureBuild();
const database = await createServerDatabase(serverUrl, "catalog");
const results = {};
try {
  seedServerDatabase(database.url);
  console.log(`Adding ${PARTS} parts…`);
  const ids = await addParts(database.url);
  const shop = await startShop(3620, { DATABASE_URL: database.url });
  try {
    const url = (pathname) => `${shop.url}${pathname}`;
    const pageCount = Math.ceil((PARTS + 26) / PAGE_SIZE);
    await timeRequests([url("/api/parts?page=1"), url("/allParts")]);
    console.log("Timing…");
    results["before: every part at once (GET /api/parts?sort=1, the old shop's load)"] =
      await timeRequests(Array.from({ length: 5 }, () => url("/api/parts?sort=1")));
    results["GET /api/parts?sort=1&page=N&limit=32 (random N)"] = await timeRequests(
      randomPages(200, pageCount).map((page) =>
        url(`/api/parts?sort=1&page=${page}&limit=${PAGE_SIZE}`),
      ),
    );
    results["shop /allParts?page=N, first visit: rendered (random N)"] = await timeRequests(
      randomPages(200, pageCount).map((page) => url(`/allParts?page=${page}`)),
    );
    results["shop /allParts, cached"] = await timeRequests(
      Array.from({ length: 200 }, () => url("/allParts")),
    );
    results["GET /api/parts/{id} (random ids)"] = await timeRequests(
      ids.map((id) => url(`/api/parts/${id}`)),
    );
  } finally {
    await shop.stop();
  }
} finally {
  await database.drop();
}

console.log(`\nCatalog of ${PARTS} parts on the PostgreSQL server, one request at a time`);
console.table(Object.entries(results).map(([target, figures]) => ({ target, ...figures })));
const rendered = results["shop /allParts?page=N, first visit: rendered (random N)"];
console.log(
  `${rendered.p95Ms <= 30 ? "✓" : "✗"} shop ≤ 30 ms p95 server time (rendered pages: ${rendered.p95Ms} ms)`,
);
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(
  resultsDir,
  `catalog-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
);
fs.writeFileSync(file, JSON.stringify({ parts: PARTS, pageSize: PAGE_SIZE, results }, null, 2));
console.log(`Written to ${path.relative(process.cwd(), file)}`);
