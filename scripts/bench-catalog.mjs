// `npm run bench:catalog`: the catalog and its finder at scale, against the production build
// (run `npm run build` first): 100,000 parts in a database of its own on the PostgreSQL server
// (--database-url, DATABASE_URL or the local one) and 10,000 in a fresh embedded (PGlite) one;
// `--db server` or `--db embedded` runs one. Each search (part number, OEM number, two words, a
// typo, category + brand + price, facets) and the listing are timed one request at a time on
// loopback (so a request's time is the server's), every answer checked; prints p50/p95/max
// against the goal (p95 ≤ 30 ms) and writes bench/results/catalog[-server|-embedded].json.
// Vehicle fitment (issue 14) is timed on the same catalog: ~20,000 vehicles and 30 fitment rows
// a filler part (3,000,000 at 100,000 parts); `--only fitment` skips the finder's searches.
import { DEFAULT_ADMIN_URL } from "./lib/database.mjs";
import { readOptions, writeResult } from "./lib/report.mjs";
import { startServer } from "./lib/server.mjs";
import { embeddedCatalog, serverCatalog } from "./bench/catalog-database.mjs";
import {
  finderSearches,
  REQUESTS_PER_SEARCH,
  WARM_UP_REQUESTS,
} from "./bench/catalog-searches.mjs";
import { plainRequests, timeRequests } from "./bench/catalog-timing.mjs";
import { fitmentRequests } from "./bench/fitment-requests.mjs";

const PAGE_SIZE = 32; // PARTS_PAGE_SIZE in domains/catalog/public-queries.ts
const GOAL_P95_MS = 30;

const options = readOptions({
  db: { type: "string", default: "both" },
  only: { type: "string" },
});
if (options.only && options.only !== "fitment") {
  throw new Error(`--only takes "fitment", not "${options.only}"`);
}
const adminUrl = options["database-url"] ?? process.env.DATABASE_URL ?? DEFAULT_ADMIN_URL;
const DATABASES = {
  server: {
    title: "PostgreSQL server",
    parts: Number(process.env.CATALOG_PARTS) || 100_000,
    prepare: (parts) => serverCatalog(options.appDir, adminUrl, parts),
  },
  embedded: {
    title: "embedded database (PGlite)",
    parts: Number(process.env.CATALOG_EMBEDDED_PARTS) || 10_000,
    prepare: (parts) => embeddedCatalog(options.appDir, parts),
  },
};
if (options.db !== "both" && !DATABASES[options.db]) {
  throw new Error(`--db must be server, embedded or both, not "${options.db}"`);
}
const chosen = options.db === "both" ? Object.keys(DATABASES) : [options.db];

const randomPages = (count, pageCount) => {
  const pages = new Set();
  while (pages.size < Math.min(count, pageCount - 1)) {
    pages.add(2 + Math.floor(Math.random() * (pageCount - 1)));
  }
  return [...pages];
};

/** The listing as the old shop loaded it, the paged API and shop, and a part by id. */
async function timeListing(shopUrl, catalog) {
  const pageCount = Math.ceil(catalog.total / PAGE_SIZE);
  const pages = () => randomPages(REQUESTS_PER_SEARCH, pageCount);
  const time = (values, path) => timeRequests(shopUrl, plainRequests(values, path));
  return {
    "before: every part at once (GET /api/parts?sort=1, what the old shop loaded)": await time(
      [1, 2, 3, 4, 5],
      () => "/api/parts?sort=1",
    ),
    [`GET /api/parts?sort=1&page=N&limit=${PAGE_SIZE} (random N)`]: await time(
      pages(),
      (page) => `/api/parts?sort=1&page=${page}&limit=${PAGE_SIZE}`,
    ),
    "shop /allParts?page=N, first visit: rendered (random N)": await time(
      pages(),
      (page) => `/allParts?page=${page}`,
    ),
    "shop /allParts, cached": await time(Array(REQUESTS_PER_SEARCH).fill("/allParts"), (p) => p),
    "GET /api/parts/{id} (random ids)": await time(catalog.ids, (id) => `/api/parts/${id}`),
  };
}

async function benchDatabase(key) {
  const { title, parts, prepare } = DATABASES[key];
  console.log(`\n${title}: seeding the demo data and ${parts} parts…`);
  const catalog = await prepare(parts);
  console.log(
    `  demo data ${catalog.seedSeconds} s; ${parts} parts in one INSERT (with the search ` +
      `vocabulary trigger) ${catalog.fillSeconds} s; ${catalog.searchTerms} search terms`,
  );
  const { vehicles, fitments, universal } = catalog.fitmentCounts;
  console.log(
    `  ${vehicles} vehicles, ${fitments} fitment rows (keys built after the load), ` +
      `${universal} universal parts: ${catalog.fitmentSeconds} s`,
  );
  try {
    const shop = await startServer({
      appDir: options.appDir,
      logName: "catalog",
      ...catalog.server,
    });
    try {
      await timeRequests(
        shop.url,
        plainRequests(["/api/parts?page=1", "/allParts"], (p) => p),
      );
      const results = {};
      const timeWarm = async (name, requests) => {
        await timeRequests(shop.url, requests.slice(0, WARM_UP_REQUESTS));
        results[name] = await timeRequests(shop.url, requests.slice(WARM_UP_REQUESTS));
      };
      const count = REQUESTS_PER_SEARCH + WARM_UP_REQUESTS;
      if (!options.only) {
        const searches = finderSearches(catalog.samples, count);
        for (const [name, requests] of Object.entries(searches)) await timeWarm(name, requests);
        Object.assign(results, await timeListing(shop.url, catalog));
      }
      const fitment = fitmentRequests(catalog.vehicleSamples, catalog.ids, count);
      for (const [name, { requests }] of Object.entries(fitment)) await timeWarm(name, requests);
      const { seedSeconds, fillSeconds, searchTerms, total } = catalog;
      const { fitmentSeconds, fitmentCounts } = catalog;
      return {
        title,
        parts: total,
        seedSeconds,
        fillSeconds,
        searchTerms,
        fitmentSeconds,
        fitmentCounts,
        results,
      };
    } finally {
      await shop.stop();
    }
  } finally {
    await catalog.drop();
  }
}

function report({ title, parts, results }, searchNames) {
  console.log(`\nCatalog of ${parts} parts, ${title}, one request at a time`);
  const columns = ["samples", "p50Ms", "p95Ms", "maxMs", "averageKb", "wrong"];
  console.table(
    Object.entries(results).map(([target, figures]) => ({ target, ...figures })),
    ["target", ...columns],
  );
  const goals = [
    ...searchNames.map((name) => [name, GOAL_P95_MS]),
    ...Object.entries(fitmentGoals)
      .filter(([, { goal }]) => goal !== null)
      .map(([name, { goal }]) => [name, goal]),
  ];
  for (const [name, goal] of goals) {
    if (!results[name]) continue;
    const { p95Ms, wrong, firstWrong, samples } = results[name];
    console.log(`${p95Ms <= goal ? "✓" : "✗"} ${name}: p95 ${p95Ms} ms (goal ≤ ${goal})`);
    if (wrong > 0)
      console.log(`  ✗ ${wrong} of ${samples} answers not as expected, e.g. ${firstWrong}`);
  }
  if (options.only) return;
  const cached = results["shop /allParts, cached"];
  const rendered = results["shop /allParts?page=N, first visit: rendered (random N)"];
  const mark = (ms) => (ms <= GOAL_P95_MS ? "✓" : "✗");
  console.log(`${mark(cached.p95Ms)} shop as served: p95 ${cached.p95Ms} ms`);
  console.log(`${mark(rendered.p95Ms)} a shop page on its first visit: p95 ${rendered.p95Ms} ms`);
}

const runs = {};
for (const key of chosen) runs[key] = await benchDatabase(key);
const searchNames = Object.keys(
  finderSearches([{ partNumber: "", oemNumbers: [""], price: 1 }], 1),
);
const fitmentGoals = fitmentRequests([{ id: "", category: "x" }], [""], 1);
for (const run of Object.values(runs)) report(run, searchNames);
const resultName = [options.db === "both" ? "catalog" : `catalog-${options.db}`, options.only];
writeResult(resultName.filter(Boolean).join("-"), options.label, {
  goalP95Ms: GOAL_P95_MS,
  pageSize: PAGE_SIZE,
  requestsPerSearch: REQUESTS_PER_SEARCH,
  runs,
});
