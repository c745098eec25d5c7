// `npm run bench:catalog-import`: the parts import at 100,000 lines against a production server
// on the PostgreSQL server (issue 30). A scratch database gets the demo data; the server runs the
// import's job in its own workers. Sent as the import screen sends them (the demo admin's
// token): a CSV of 100,000 new parts as a dry run (goal ≤ 60 s), then for real (apply goal
// ≥ 2,000 rows/s), then a price-and-stock feed for the same parts (goal ≤ 30 s). The server's
// resident set is sampled every 500 ms through each import, and its CPU time taken before and
// after (what is left of the wall time is mostly waiting on PostgreSQL). Then the p95 of a few
// public pages under a small load, alone and while a second feed runs. At the end every part
// must hold the last feed's price and stock. The parts take the category leaves of
// domains/catalog/categories.ts (through catalog-vocabulary.mjs): one the shop refuses makes the
// dry run's counts wrong, and the run fails. Needs a build (`npm run build` or --app-dir).
// Options: --database-url (admin URL) --label <name> --parts <n>
// --load-seconds <n> (the load without an import) --cpu-prof <directory> (the server's profile).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO_ADMIN, signIn } from "../lib/accounts.mjs";
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "../lib/database.mjs";
import { printTable, readOptions, round, writeResult } from "../lib/report.mjs";
import { sampleRss } from "../lib/rss-sampler.mjs";
import { cpuTimeMs, startServer } from "../lib/server.mjs";
import { runImport } from "./import-calls.mjs";
import { partNumberOf, pricedAt, writeFeedCsv, writeNewPartsCsv } from "./import-files.mjs";
import { warmUp } from "./load.mjs";
import { startPublicLoad } from "./public-load.mjs";

const options = readOptions({
  parts: { type: "string" },
  "load-seconds": { type: "string" },
  "cpu-prof": { type: "string" },
});
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;
const partCount = Number(options.parts ?? 100_000);
const loadSeconds = Number(options["load-seconds"] ?? 20);
const GOALS = { dryRunSeconds: 60, applyRowsPerSecond: 2_000, feedSeconds: 30 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One import with the server's memory sampled and its CPU time counted; counts checked. */
async function measuredImport(server, token, file, { dryRun, expect }) {
  const cpuBefore = cpuTimeMs(server.pid);
  const rss = sampleRss(server.pid);
  const run = await runImport(server.url, token, file, { dryRun });
  const memory = rss.stop();
  const { summary, state, error } = run.status;
  const countsRight = Object.entries(expect).every(([action, count]) => summary[action] === count);
  return {
    state,
    error,
    summary,
    countsRight: state === "done" && countsRight,
    uploadSeconds: round(run.uploadSeconds, 2),
    checkSeconds: round(run.checkSeconds, 2),
    applySeconds: round(run.applySeconds, 2),
    wallSeconds: round(run.wallSeconds, 2),
    serverCpuSeconds: round((cpuTimeMs(server.pid) - cpuBefore) / 1000, 2),
    rssMb: memory,
  };
}

/** Every imported part with the price and stock of feed `round`; answers how many differ. */
async function partsNotAsFed(databaseUrl, round) {
  const rows = await query(
    databaseUrl,
    "SELECT part_number, price_cents, available_qty FROM parts WHERE part_number = ANY($1)",
    [Array.from({ length: partCount }, (_, index) => partNumberOf(index + 1))],
  );
  const byNumber = new Map(rows.map((row) => [row.part_number, row]));
  let wrong = partCount - rows.length;
  for (let n = 1; n <= partCount; n += 1) {
    const row = byNumber.get(partNumberOf(n));
    const fed = pricedAt(n, round);
    if (row && (row.price_cents !== fed.priceCents || row.available_qty !== fed.availableQty))
      wrong += 1;
  }
  return { found: rows.length, wrong };
}

async function publicPaths(baseUrl) {
  const response = await fetch(`${baseUrl}/api/parts?q=brake&page=1&limit=1`);
  const [part] = await response.json();
  // The search as the shop's client asks for it, a page at a time: unpaged it answers every
  // match (about 15,000 parts once the import is in).
  const search = "/api/parts?q=brake&page=1&limit=32";
  return { "/allParts": "/allParts", [search]: search, [part.url]: part.url };
}

async function loadFigures(baseUrl, paths, during) {
  const load = startPublicLoad(baseUrl, paths);
  const result = await during();
  return { result, latency: await load.stop() };
}

const describe = (run) =>
  `${run.wallSeconds} s (upload ${run.uploadSeconds}, check ${run.checkSeconds}, apply ${run.applySeconds}); server CPU ${run.serverCpuSeconds} s; RSS ${run.rssMb.startMb} / ${run.rssMb.peakMb} / ${run.rssMb.endMb} MB; ${JSON.stringify(run.summary)}`;

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-catalog-import-"));
  const database = await createScratchDatabase(adminUrl, "catalog_import");
  let server;
  try {
    const files = {
      newParts: path.join(workDir, "new-parts.csv"),
      feed: path.join(workDir, "feed-1.csv"),
      feedUnderLoad: path.join(workDir, "feed-2.csv"),
    };
    const generating = performance.now();
    const bytes = {
      newParts: await writeNewPartsCsv(files.newParts, partCount),
      feed: await writeFeedCsv(files.feed, partCount, 1),
      feedUnderLoad: await writeFeedCsv(files.feedUnderLoad, partCount, 2),
    };
    const generateSeconds = round((performance.now() - generating) / 1000, 2);
    console.log("Seeding the scratch database (demo data)…");
    seed(options.appDir, database.url);
    server = await startServer({
      appDir: options.appDir,
      databaseUrl: database.url,
      logName: "bench-catalog-import",
      nodeArgs: options["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${options["cpu-prof"]}`] : [],
    });
    console.log(`Server ${server.url} (log ${server.logFile}, pid ${server.pid})`);
    const { token } = await signIn(server.url, DEMO_ADMIN);
    const all = { add: partCount, refused: 0 };
    const changed = { change: partCount, refused: 0 };

    console.log(`Dry run of ${partCount.toLocaleString("en-US")} new parts…`);
    const dryRun = await measuredImport(server, token, files.newParts, {
      dryRun: true,
      expect: all,
    });
    console.log(`  ${describe(dryRun)}\nThe same file for real…`);
    const apply = await measuredImport(server, token, files.newParts, {
      dryRun: false,
      expect: all,
    });
    console.log(`  ${describe(apply)}\nPrice-and-stock feed…`);
    const feed = await measuredImport(server, token, files.feed, {
      dryRun: false,
      expect: changed,
    });
    console.log(`  ${describe(feed)}`);

    const paths = await publicPaths(server.url);
    for (const target of Object.values(paths)) await warmUp(`${server.url}${target}`);
    console.log(`Public load without an import (${loadSeconds} s)…`);
    const quiet = await loadFigures(server.url, paths, () => sleep(loadSeconds * 1000));
    console.log("Public load during a second feed…");
    const busy = await loadFigures(server.url, paths, () =>
      measuredImport(server, token, files.feedUnderLoad, { dryRun: false, expect: changed }),
    );
    const feedUnderLoad = busy.result;
    console.log(`  ${describe(feedUnderLoad)}`);
    const stored = await partsNotAsFed(database.url, 2);

    const figures = {
      parts: partCount,
      fileMegabytes: {
        newParts: round(bytes.newParts / 2 ** 20, 1),
        feed: round(bytes.feed / 2 ** 20, 1),
      },
      generateSeconds,
      goals: GOALS,
      dryRun: { ...dryRun, linesPerSecond: Math.round(partCount / dryRun.wallSeconds) },
      apply: { ...apply, applyRowsPerSecond: Math.round(partCount / apply.applySeconds) },
      feed,
      feedUnderLoad,
      publicLatency: { loadSeconds, withoutImport: quiet.latency, duringFeed: busy.latency },
      partsInDatabase: stored.found,
      partsNotAsFed: stored.wrong,
      loadAverage: os.loadavg().map((value) => round(value, 2)),
    };
    const met = (ok) => (ok ? "met" : "NOT met");
    printTable(`Parts import of ${partCount.toLocaleString("en-US")} lines (PostgreSQL server)`, [
      [
        "files",
        `new parts ${figures.fileMegabytes.newParts} MB, feed ${figures.fileMegabytes.feed} MB, written in ${generateSeconds} s`,
      ],
      ["dry run", describe(dryRun)],
      [
        "  lines/s, goal ≤ 60 s",
        `${figures.dryRun.linesPerSecond}  ${met(dryRun.wallSeconds <= GOALS.dryRunSeconds)}`,
      ],
      ["apply", describe(apply)],
      [
        "  apply rows/s, goal ≥ 2,000",
        `${figures.apply.applyRowsPerSecond}  ${met(figures.apply.applyRowsPerSecond >= GOALS.applyRowsPerSecond)}`,
      ],
      ["price-and-stock feed", describe(feed)],
      ["  goal ≤ 30 s", met(feed.wallSeconds <= GOALS.feedSeconds)],
      ["second feed, under the public load", describe(feedUnderLoad)],
      ...Object.keys(paths).map((name) => {
        const [q, b] = [quiet.latency[name], busy.latency[name]];
        return [
          `  ${name} p50 / p95 / max ms`,
          `alone ${q.p50Ms} / ${q.p95Ms} / ${q.maxMs} (${q.requests} req, ${q.failed} failed); during the feed ${b.p50Ms} / ${b.p95Ms} / ${b.maxMs} (${b.requests} req, ${b.failed} failed)`,
        ];
      }),
      ["parts in the database / not as fed", `${stored.found} / ${stored.wrong}`],
      ["machine load average (1/5/15 min)", figures.loadAverage.join(" / ")],
    ]);
    writeResult("catalog-import", options.label, figures);
    const runs = [dryRun, apply, feed, feedUnderLoad];
    if (runs.some((run) => !run.countsRight) || stored.found !== partCount || stored.wrong > 0)
      process.exitCode = 1;
  } finally {
    await server?.stop();
    await database.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
