// `npm run bench:quick-order`: quick-order validation of 2,000 lines on the PostgreSQL server
// (issue 15: ≤ 1 s server time). A scratch database gets the demo data and 100,000 filler
// parts; the text mixes part numbers in several spellings, OEM numbers (some shared by several
// parts), quantities off the MOQ or the multiple, numbers with a typo, lines without a quantity
// and a header. Timed: the service call (parse, the two set-based queries, judging), --runs
// times after one warm-up. Runs under tsx (see package.json), which loads the TypeScript
// services. Options: --database-url (admin URL) --label <name> --runs <n> --parts <n>.
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "../lib/database.mjs";
import { percentile, printTable, readOptions, round, writeResult } from "../lib/report.mjs";
import { fillerSql } from "./catalog-filler.mjs";

const LINES = 2000;
const options = readOptions({ runs: { type: "string" }, parts: { type: "string" } });
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;
const runs = Number(options.runs ?? 20);
const partCount = Number(options.parts ?? 100_000);

/** How a buyer may write a number: as printed, lower case, spaced, without dashes. */
const spellings = [
  (number) => number,
  (number) => number.toLowerCase(),
  (number) => number.replaceAll("-", " "),
  (number) => number.replaceAll("-", ""),
];
const separators = [", ", ";", "\t", " | ", " "];

/** The 2,000 lines: ~60% good, the rest each kind of problem (see the header comment). */
function textOf(samples) {
  const lines = ["Part number;Quantity"];
  for (let n = 0; n < LINES; n += 1) {
    const part = samples[n % samples.length];
    const separator = separators[n % separators.length];
    const kind = n % 10;
    if (kind < 5) lines.push(`${spellings[n % 4](part.partNumber)}${separator}${part.orderQty}`);
    else if (kind === 5) lines.push(`${part.oemNumbers[0]}${separator}${part.orderQty * 2}`);
    else if (kind === 6) lines.push(`${part.partNumber}${separator}${part.orderQty - 1}`);
    else if (kind === 7) lines.push(`${part.partNumber.slice(0, -1)}9${separator}${part.orderQty}`);
    else if (kind === 8) lines.push(`${part.partNumber}`);
    else lines.push(`UNKNOWN-${n}X${separator}${n}`);
  }
  return lines.join("\n");
}

const scratch = await createScratchDatabase(adminUrl, "quick_order");
try {
  console.log(`Seeding the scratch database (demo data, ${partCount} parts)…`);
  seed(options.appDir, scratch.url);
  await query(scratch.url, fillerSql(partCount));
  await query(scratch.url, "VACUUM ANALYZE parts");
  const samples = await query(
    scratch.url,
    `SELECT part_number AS "partNumber", oem_numbers AS "oemNumbers", order_qty AS "orderQty"
     FROM parts WHERE creator_uid = 'bench' ORDER BY md5(part_number) LIMIT ${LINES}`,
  );
  const text = textOf(samples);

  process.env.DATABASE_URL = scratch.url;
  const { validateQuickOrder } = await import("../../domains/ordering/server/index.ts");
  const { closeDatabase } = await import("../../lib/db/index.ts");
  const buyer = {
    id: "bench",
    uid: "bench",
    email: "bench@example.com",
    name: "Bench",
    role: "user",
    photoUrl: null,
  };

  const first = await validateQuickOrder(buyer, text);
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await validateQuickOrder(buyer, text);
    times.push(performance.now() - started);
  }
  await closeDatabase();
  times.sort((a, b) => a - b);
  const ok = first.lines.filter((line) => line.status === "ok").length;
  const figures = {
    lines: first.lines.length,
    okLines: ok,
    errorLines: first.lines.length - ok,
    parts: partCount,
    runs,
    kilobytes: round(text.length / 1024),
    p50Ms: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    maxMs: round(times.at(-1)),
    goalMs: 1000,
  };
  printTable(
    `Quick order: ${figures.lines.toLocaleString("en-US")} lines against ${partCount.toLocaleString("en-US")} parts (PostgreSQL server)`,
    [
      ["text", `${figures.kilobytes} KB, ${ok} ok, ${figures.errorLines} with a problem`],
      ["runs", String(runs)],
      ["p50", `${figures.p50Ms} ms`],
      ["p95", `${figures.p95Ms} ms`],
      ["max", `${figures.maxMs} ms`],
      ["goal", "≤ 1,000 ms"],
    ],
  );
  writeResult("quick-order", options.label, figures);
} finally {
  await scratch.drop();
}
