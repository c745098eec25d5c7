// `npm run bench`: throughput of the production build (run `npm run build` first), same
// autocannon flags for every target, on the embedded database and (when DATABASE_URL is set) on
// that PostgreSQL server. Prints a table per database with each target's ratio to the static
// asset and to bare Node, checks the goals, and writes everything to bench/results/bench.json.
import { LOAD_FLAGS, measure, startHello, warmUp } from "./bench/load.mjs";
import { createScratchDatabase, seed } from "./lib/database.mjs";
import { readOptions, writeResult } from "./lib/report.mjs";
import { startServer } from "./lib/server.mjs";

const PAGES = ["/", "/allParts", "/blogs"];

// A new embedded database is seeded while the server starts: wait for its parts.
async function firstPart(url) {
  for (let tries = 0; tries < 120; tries += 1) {
    const [part] = await (await fetch(`${url}/api/parts?limit=1`)).json();
    if (part) return part;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the shop has no parts to measure");
}

async function targetsOf(shop) {
  const home = await (await fetch(`${shop.url}/`)).text();
  const stylesheet = /href="(\/_next\/static\/[^"]+\.css)"/.exec(home)?.[1];
  if (!stylesheet) throw new Error("no stylesheet found in the home page");
  const part = await firstPart(shop.url);
  return [
    { name: "static asset (the pages' CSS)", path: stylesheet },
    ...PAGES.map((page) => ({ name: `page ${page}`, path: page })),
    { name: "/api/health", path: "/api/health" },
    { name: "/api/parts", path: "/api/parts" },
    { name: "/api/parts/{id}", path: `/api/parts/${part._id}` },
  ];
}

async function benchDatabase(label, hello, databaseUrl) {
  const shop = await startServer({ appDir: options.appDir, databaseUrl, logName: "bench" });
  try {
    const rows = [{ name: "bare Node http hello", ...(await measure(hello.url)) }];
    for (const target of await targetsOf(shop)) {
      await warmUp(`${shop.url}${target.path}`);
      rows.push({
        name: target.name,
        path: target.path,
        ...(await measure(`${shop.url}${target.path}`)),
      });
    }
    return { database: label, rows };
  } finally {
    await shop.stop();
  }
}

function withRatios({ database, rows }) {
  const rps = (name) => rows.find((row) => row.name.startsWith(name)).requestsPerSecond;
  const asset = rps("static asset");
  const bare = rps("bare Node");
  const health = rps("/api/health");
  const enriched = rows.map((row) => ({
    ...row,
    toStaticAsset: +(row.requestsPerSecond / asset).toFixed(2),
    toBareNode: +(row.requestsPerSecond / bare).toFixed(3),
  }));
  const goals = [
    ...PAGES.map((page) => {
      const row = enriched.find((candidate) => candidate.path === page);
      return {
        goal: `${page} ≥ 0.8 × static asset req/s, p99 ≤ 50 ms`,
        met: row.toStaticAsset >= 0.8 && row.p99Ms <= 50,
      };
    }),
    {
      goal: "/api/parts/{id} ≥ 0.6 × /api/health req/s",
      met: rps("/api/parts/{id}") / health >= 0.6,
    },
    { goal: "0 errors", met: rows.every((row) => row.errors === 0) },
  ];
  return { database, rows: enriched, goals };
}

function print({ database, rows, goals }) {
  console.log(`\n${database} — autocannon -c ${LOAD_FLAGS.connections} -d ${LOAD_FLAGS.duration}`);
  console.table(
    rows.map((row) => ({
      target: row.name,
      "req/s": row.requestsPerSecond,
      "p50 ms": row.p50Ms,
      "p99 ms": row.p99Ms,
      errors: row.errors,
      "× static": row.toStaticAsset,
      "× bare Node": row.toBareNode,
    })),
  );
  for (const { goal, met } of goals) console.log(`${met ? "✓" : "✗"} ${goal}`);
}

const options = readOptions();
const hello = await startHello();
const runs = [];
try {
  runs.push(withRatios(await benchDatabase("embedded database (PGlite)", hello, undefined)));
  if (process.env.DATABASE_URL) {
    const database = await createScratchDatabase(process.env.DATABASE_URL, "bench");
    try {
      seed(options.appDir, database.url);
      runs.push(withRatios(await benchDatabase("PostgreSQL server", hello, database.url)));
    } finally {
      await database.drop();
    }
  }
} finally {
  await hello.stop();
}
runs.forEach(print);
writeResult("bench", options.label, { flags: LOAD_FLAGS, runs });
