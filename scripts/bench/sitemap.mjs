// `npm run bench:sitemap`: the sitemap at 20,000 vehicles (issue 35). On a scratch PostgreSQL
// database: the demo data, 20,000 filler parts and the fitment bench's 20,000 vehicles with ~30
// fitment rows a part (scripts/bench/fitment-filler.mjs). Times the production build (`npm run
// build` first) answering /sitemap.xml (the survey, kept in the data cache once taken, then the
// index) and one file of each kind (the survey, then 50,000 URLs at the most). The first request
// is cold (the survey taken, PostgreSQL's buffers empty); then RUNS warm requests. Targets: the
// index ≤ 500 ms warm. Options: --database-url (admin URL) --app-dir --label <name> --parts N.
import os from "node:os";
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "../lib/database.mjs";
import { percentile, printTable, readOptions, round, writeResult } from "../lib/report.mjs";
import { fillerSql } from "./catalog-filler.mjs";
import { loadFitment, universalSql, vehiclesSql } from "./fitment-filler.mjs";
import { startServer } from "../lib/server.mjs";

const RUNS = 10;
const FITMENTS_PER_PART = 30;

const options = readOptions();
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;
const fillerParts = Number(options.parts ?? 20_000);

const sorted = (samples) => [...samples].sort((a, b) => a - b);
const summary = (samples) => ({
  coldMs: round(samples[0], 1),
  p50Ms: round(percentile(sorted(samples.slice(1)), 0.5), 1),
  p95Ms: round(percentile(sorted(samples.slice(1)), 0.95), 1),
});

/** The first call and RUNS more, in ms, and how many URLs the answer lists. */
async function timed(call) {
  const samples = [];
  let xml = "";
  for (let run = 0; run <= RUNS; run += 1) {
    const started = performance.now();
    xml = (await call()) ?? "";
    samples.push(performance.now() - started);
  }
  return { ...summary(samples), urls: (xml.match(/<loc>/g) ?? []).length };
}

const scratch = await createScratchDatabase(adminUrl, "sitemap");
try {
  console.log("Seeding the scratch database (demo data)…");
  seed(options.appDir, scratch.url);
  const run = (text) => query(scratch.url, text);
  console.log(`Adding ${fillerParts} parts, 20,000 vehicles and their fitment…`);
  await run(fillerSql(fillerParts));
  await run(vehiclesSql());
  await run(universalSql());
  await loadFitment(run, fillerParts * FITMENTS_PER_PART);
  await run("VACUUM ANALYZE parts, vehicles, fitments");
  const [counts] = await run(`SELECT (SELECT count(*) FROM vehicles)::int AS vehicles,
    (SELECT count(*) FROM fitments)::int AS fitments, (SELECT count(*) FROM parts)::int AS parts`);

  const server = await startServer({
    appDir: options.appDir,
    databaseUrl: scratch.url,
    logName: "bench-sitemap",
  });
  const get = async (path) => {
    const response = await fetch(`${server.url}${path}`);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.text();
  };
  let index;
  const files = {};
  try {
    index = await timed(() => get("/sitemap.xml"));
    for (const name of ["pages.xml", "parts-1.xml", "vehicles-1.xml", "vehicle-categories-1.xml"])
      files[name] = await timed(() => get(`/sitemaps/${name}`));
  } finally {
    await server.stop();
  }

  const figures = {
    ...counts,
    index,
    files,
    loadAverage: round(os.loadavg()[0], 1),
  };
  const row = (what, { coldMs, p50Ms, p95Ms, urls }, target) => [
    `${what} (${urls} URLs)`,
    `cold ${coldMs} ms, warm p50 ${p50Ms} ms, p95 ${p95Ms} ms${target ? ` (target ≤ ${target})` : ""}`,
  ];
  printTable(
    `Sitemap at ${counts.vehicles} vehicles, ${counts.parts} parts, ${counts.fitments} fitment rows`,
    [
      row("/sitemap.xml (survey + index)", index, "500 ms warm"),
      ...Object.entries(files).map(([name, file]) => row(`/sitemaps/${name}`, file)),
      ["load average (1 min) at the end", String(figures.loadAverage)],
    ],
  );
  writeResult("sitemap", options.label, figures);
} finally {
  await scratch.drop();
}
