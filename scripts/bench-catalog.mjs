// `npm run bench:catalog`: the catalog at 100,000 parts, in a database of its own on the
// PostgreSQL server (DATABASE_URL, default the local one), against the production build (run
// `npm run build` first). Times, one request at a time on loopback (so a request's time is the
// server's), what the old shop did (load every part at once) against the paginated shop and API,
// and a part by id; prints p50/p95 and writes bench/results/catalog.json.
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "./lib/database.mjs";
import { percentile, readOptions, round, writeResult } from "./lib/report.mjs";
import { startServer } from "./lib/server.mjs";

const PARTS = Number(process.env.CATALOG_PARTS) || 100_000;
const PAGE_SIZE = 32; // PARTS_PAGE_SIZE in lib/validation/public-queries.ts

async function addParts(databaseUrl) {
  // One statement: parts spread over the last months, each with its own creation time.
  await query(
    databaseUrl,
    `INSERT INTO parts (id, product_name, product_description, price_cents, order_qty,
       available_qty, image, creator_name, creator_uid, created_at)
     SELECT gen_random_uuid()::text, 'Bulk Part ' || n,
       'Catalog filler part number ' || n || ' for the scale benchmark.', 100 + n % 50000,
       10 + n % 100, 1000 + n % 9000, '/images/parts/air-filter.svg', 'Bench', 'bench',
       now() - (n || ' minutes')::interval
     FROM generate_series(1, $1) AS n`,
    [PARTS],
  );
  await query(databaseUrl, "ANALYZE parts");
  const rows = await query(databaseUrl, "SELECT id FROM parts ORDER BY random() LIMIT 200");
  return rows.map((row) => row.id);
}

async function timeRequests(urls) {
  const times = [];
  let bytes = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    bytes += (await response.arrayBuffer()).byteLength;
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  }
  times.sort((a, b) => a - b);
  const at = (fraction) => round(percentile(times, fraction));
  const averageKb = Math.round(bytes / urls.length / 1024);
  return { samples: times.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1), averageKb };
}

const randomPages = (count, pageCount) => {
  const pages = new Set();
  while (pages.size < Math.min(count, pageCount - 1)) {
    pages.add(2 + Math.floor(Math.random() * (pageCount - 1)));
  }
  return [...pages];
};

const options = readOptions();
const database = await createScratchDatabase(
  process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL,
  "catalog",
);
const results = {};
try {
  seed(options.appDir, database.url);
  console.log(`Adding ${PARTS} parts…`);
  const ids = await addParts(database.url);
  const shop = await startServer({
    appDir: options.appDir,
    databaseUrl: database.url,
    logName: "catalog",
  });
  try {
    const url = (pathname) => `${shop.url}${pathname}`;
    const pageCount = Math.ceil((PARTS + 26) / PAGE_SIZE);
    await timeRequests([url("/api/parts?page=1"), url("/allParts")]);
    results["before: every part at once (GET /api/parts?sort=1, what the old shop loaded)"] =
      await timeRequests(Array.from({ length: 5 }, () => url("/api/parts?sort=1")));
    results[`GET /api/parts?sort=1&page=N&limit=${PAGE_SIZE} (random N)`] = await timeRequests(
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
const cached = results["shop /allParts, cached"];
const rendered = results["shop /allParts?page=N, first visit: rendered (random N)"];
console.log(`${cached.p95Ms <= 30 ? "✓" : "✗"} shop as served ≤ 30 ms p95: ${cached.p95Ms} ms`);
console.log(
  `${rendered.p95Ms <= 30 ? "✓" : "✗"} a page rendered on its first visit ≤ 30 ms p95: ${rendered.p95Ms} ms`,
);
writeResult("catalog", options.label, { parts: PARTS, pageSize: PAGE_SIZE, results });
