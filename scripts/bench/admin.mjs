// `npm run bench:admin`: the admin tables at scale (issue 16: every page and search p95 ≤ 50 ms,
// the overview ≤ 100 ms, CSV exports ≥ 20,000 rows/s with flat memory). A scratch database on
// the PostgreSQL server is migrated and filled with set-based SQL (scripts/bench/admin-seed.mjs:
// 100,000 parts, 20,000 customers, 100,000 orders over 180 days with their payments), analyzed,
// and then each service call is timed in this process (no HTTP): --runs times after --warmup
// runs. The overview is timed uncached: its one-minute memo is passed by moving the clock its
// memo reads (Date.now) on by more than the memo's lifetime before each run. Each export is
// read a chunk at a time, counting rows and sampling the process's memory. Runs under tsx (see
// package.json). Options: --database-url (admin URL) --label <name> --runs <n> --warmup <n>
// --parts <n> --keep (leave the scratch database for EXPLAIN; its URL is printed) --before
// (undo drizzle/0009_admin_table_indexes.sql once the app has migrated: the figures before it).
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "../lib/database.mjs";
import { percentile, printTable, readOptions, round, writeResult } from "../lib/report.mjs";
import { BENCH_ORDERS, BENCH_USERS, seedAdminBench } from "./admin-seed.mjs";

const options = readOptions({
  runs: { type: "string" },
  warmup: { type: "string" },
  parts: { type: "string" },
  keep: { type: "boolean" },
  before: { type: "boolean" },
});
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;
const runs = Number(options.runs ?? 30);
const warmup = Number(options.warmup ?? 3);
const partCount = Number(options.parts ?? 100_000);
const PAGE_GOAL_MS = 50;
const OVERVIEW_GOAL_MS = 100;
const EXPORT_GOAL_ROWS_PER_S = 20_000;
const MB = 2 ** 20;

// A full collection before and after each export, so its heap figures are what it keeps.
v8.setFlagsFromString("--expose-gc");
const collectGarbage = vm.runInNewContext("gc");

async function timed(call) {
  for (let run = 0; run < warmup; run += 1) await call();
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    runs,
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    maxMs: round(times.at(-1)),
  };
}

/**
 * Reads a CSV stream chunk by chunk (nothing kept), counting lines and sampling the resident
 * set at every chunk; the heap is measured after a full collection before and after.
 */
async function consume(stream, expectedRows) {
  collectGarbage();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  const rssByQuarter = [];
  let lines = 0;
  let bytes = 0;
  let chunks = 0;
  const started = performance.now();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks += 1;
    bytes += value.byteLength;
    for (let at = value.indexOf(10); at !== -1; at = value.indexOf(10, at + 1)) lines += 1;
    const { rss } = process.memoryUsage();
    if (rss > peakRss) peakRss = rss;
    if (lines >= ((rssByQuarter.length + 1) * expectedRows) / 4) rssByQuarter.push(round(rss / MB));
  }
  const seconds = (performance.now() - started) / 1000;
  collectGarbage();
  const after = process.memoryUsage();
  const rows = lines - 1; // the header
  return {
    rows,
    chunks,
    megabytes: round(bytes / MB),
    seconds: round(seconds, 2),
    rowsPerSecond: Math.round(rows / seconds),
    rssBeforeMb: round(before.rss / MB),
    rssPeakMb: round(peakRss / MB),
    rssGrowthMb: round((peakRss - before.rss) / MB),
    rssByQuarterMb: rssByQuarter,
    heapBeforeMb: round(before.heapUsed / MB),
    heapAfterMb: round(after.heapUsed / MB),
  };
}

/** SQL that takes a database migrated through 0009 back to the indexes it had before. */
function undoAdminIndexes(appDir) {
  const migration = fs.readFileSync(
    path.join(appDir, "drizzle", "0009_admin_table_indexes.sql"),
    "utf8",
  );
  const created = [...migration.matchAll(/CREATE INDEX "([a-z_]+)"/g)].map((match) => match[1]);
  return [
    ...created.map((name) => `DROP INDEX IF EXISTS "${name}";`),
    // What drizzle/0000 made and 0009 dropped.
    `CREATE INDEX IF NOT EXISTS "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);`,
    "ANALYZE;",
  ].join("\n");
}

const [load1] = (await import("node:os")).loadavg();
const scratch = await createScratchDatabase(adminUrl, "admin");
let keep = false;
try {
  console.log(`Migrating and seeding the scratch database (demo data, then ${partCount} parts,`);
  console.log(`${BENCH_USERS} customers, ${BENCH_ORDERS} orders)…`);
  let started = performance.now();
  seed(options.appDir, scratch.url);
  const seedSeconds = { migrateAndDemo: round((performance.now() - started) / 1000) };
  Object.assign(seedSeconds, await seedAdminBench(scratch.url, partCount));
  const [sizes] = await query(
    scratch.url,
    `SELECT (SELECT count(*) FROM parts)::int AS parts, (SELECT count(*) FROM users)::int AS users,
       (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM payments)::int AS payments`,
  );
  console.log(`Seeded in ${JSON.stringify(seedSeconds)} s: ${JSON.stringify(sizes)}`);
  const [sample] = await query(
    scratch.url,
    `SELECT (SELECT author_email FROM orders ORDER BY md5(id) LIMIT 1) AS email,
       (SELECT transaction_id FROM orders WHERE paid ORDER BY md5(id) LIMIT 1) AS transaction,
       (SELECT to_char(now() - interval '60 days', 'YYYY-MM-DD')) AS "from",
       (SELECT to_char(now() - interval '31 days', 'YYYY-MM-DD')) AS "to"`,
  );

  process.env.DATABASE_URL = scratch.url;
  const { ordersTablePage } = await import("../../domains/ordering/server/index.ts");
  const { usersTablePage } = await import("../../domains/accounts/server/index.ts");
  const { findParts } = await import("../../domains/catalog/server/index.ts");
  const overview = await import("../../domains/admin/server/index.ts");
  const { ordersTableQuerySchema } = await import("../../domains/ordering/index.ts");
  const { usersTableQuerySchema } = await import("../../domains/accounts/index.ts");
  const { partsQuerySchema } = await import("../../domains/catalog/index.ts");
  const { closeDatabase, getDb } = await import("../../lib/db/index.ts");
  await getDb(); // the app migrates the database on opening it
  if (options.before) {
    console.log("Undoing drizzle/0009_admin_table_indexes.sql (--before)…");
    await query(scratch.url, undoAdminIndexes(options.appDir));
  }
  const admin = {
    id: "bench-admin",
    uid: "bench-admin",
    email: "bench-admin@example.com",
    name: "Bench Admin",
    role: "admin",
    photoUrl: null,
  };

  const orderPage = (params) => () => ordersTablePage(admin, ordersTableQuerySchema.parse(params));
  const userPage = (params) => () => usersTablePage(admin, usersTableQuerySchema.parse(params));
  const partPage = (params) => () => findParts(partsQuerySchema.parse(params));
  const cases = [
    ["orders: first page", orderPage({ page: "1" })],
    ["orders: page 2,000 of 50", orderPage({ page: "2000", limit: "50" })],
    ["orders: search an email", orderPage({ q: sample.email })],
    ["orders: search a product word", orderPage({ q: "alternator" })],
    // Found through the product's stemmed words (issue 28), not the ILIKE.
    ["orders: search a plural product word", orderPage({ q: "alternators" })],
    ["orders: search a transaction id", orderPage({ q: sample.transaction })],
    ["orders: status=paid, sort=total desc", orderPage({ status: "paid", sort: "total" })],
    ["orders: from–to (30 days)", orderPage({ from: sample.from, to: sample.to })],
    ["users: first page", userPage({ page: "1" })],
    ["users: search", userPage({ q: "garcia" })],
    ["users: role=admin, sort=email", userPage({ role: "admin", sort: "email" })],
    ["parts: first page by price", partPage({ page: "1", limit: "25", sort: "price" })],
    ["parts: search brake pads", partPage({ q: "brake pads", page: "1", limit: "25" })],
    ["parts: lowStock=1", partPage({ lowStock: "1", page: "1", limit: "25" })],
    [
      "parts: category, sort=stock",
      partPage({ category: "Brakes › Rotors", sort: "stock", page: "1", limit: "25" }),
    ],
  ];

  const pages = {};
  for (const [name, call] of cases) {
    const answer = await call();
    const found = answer.rows?.length ?? answer.parts.length;
    const total = answer.total ?? answer.paging?.total;
    pages[name] = { found, total, ...(await timed(call)) };
    console.log(`${name}: ${JSON.stringify(pages[name])}`);
  }

  // The overview's memo reads Date.now(): moving it on by more than the memo's lifetime makes
  // every call compute the overview afresh (checked: a cached answer would take ~0 ms).
  const realNow = Date.now;
  let skew = 0;
  Date.now = () => realNow() + skew;
  const overviewFigures = await timed(() => {
    skew += overview.OVERVIEW_TTL_MS + 1;
    return overview.adminOverview(admin);
  });
  Date.now = realNow;
  console.log(`overview (uncached): ${JSON.stringify(overviewFigures)}`);

  const exports = {};
  const exportCases = [
    [
      "orders",
      () => tables.exportOrdersCsv(admin, ordersTableQuerySchema.parse({ format: "csv" })),
      sizes.orders,
    ],
    [
      "users",
      () => tables.exportUsersCsv(admin, usersTableQuerySchema.parse({ format: "csv" })),
      sizes.users,
    ],
    [
      "parts",
      async () => {
        const parsed = partsQuerySchema.parse({ format: "csv" });
        return tables.exportPartsCsv(admin, parsed.filters, parsed.listOrder);
      },
      sizes.parts,
    ],
  ];
  for (const [name, open, expected] of exportCases) {
    await consume(await open(), expected); // warm-up
    exports[name] = await consume(await open(), expected);
    console.log(`export ${name}: ${JSON.stringify(exports[name])}`);
  }
  await closeDatabase();

  const pageRows = Object.entries(pages).map(([name, figures]) => [
    name,
    `p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms` +
      ` (${figures.found} rows of ${figures.total})${figures.p95Ms > PAGE_GOAL_MS ? "  ABOVE GOAL" : ""}`,
  ]);
  printTable(
    `Admin tables at scale (${sizes.orders} orders, ${sizes.users} users, ${sizes.parts} parts; ` +
      `${runs} runs after ${warmup} warm-up; load ${round(load1, 2)} at start)`,
    [
      ...pageRows,
      [
        "overview (uncached)",
        `p50 ${overviewFigures.p50Ms} ms, p95 ${overviewFigures.p95Ms} ms, max ${overviewFigures.maxMs} ms` +
          (overviewFigures.p95Ms > OVERVIEW_GOAL_MS ? "  ABOVE GOAL" : ""),
      ],
      ...Object.entries(exports).map(([name, figures]) => [
        `export ${name} (CSV)`,
        `${figures.rows} rows in ${figures.seconds} s = ${figures.rowsPerSecond} rows/s; ` +
          `rss ${figures.rssBeforeMb} → peak ${figures.rssPeakMb} MB; heap ${figures.heapBeforeMb} → ${figures.heapAfterMb} MB` +
          (figures.rowsPerSecond < EXPORT_GOAL_ROWS_PER_S ? "  BELOW GOAL" : ""),
      ]),
      ["goals", "pages p95 ≤ 50 ms, overview p95 ≤ 100 ms, exports ≥ 20,000 rows/s, flat memory"],
    ],
  );
  writeResult("admin", options.label, {
    indexes: options.before ? "before drizzle/0009 (undone by --before)" : "with drizzle/0009",
    sizes,
    seedSeconds,
    loadAverageAtStart: round(load1, 2),
    runs,
    warmup,
    goals: {
      pageP95Ms: PAGE_GOAL_MS,
      overviewP95Ms: OVERVIEW_GOAL_MS,
      exportRowsPerSecond: EXPORT_GOAL_ROWS_PER_S,
    },
    pages,
    overview: { ...overviewFigures, uncachedBy: "Date.now moved past the memo's lifetime" },
    exports,
  });
  keep = Boolean(options.keep);
  if (keep) console.log(`\nKept the scratch database: ${scratch.url}`);
} finally {
  if (!keep) await scratch.drop();
}
