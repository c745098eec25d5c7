// `npm run bench:fitment-import`: a 50,000-line fitment CSV through the import service on the
// PostgreSQL server (issue 14: under a minute). A scratch database gets the demo data, the
// bench's 20,000 vehicles and 10,000 filler parts; the file fits each part to five model lines
// over five years (250,000 rows). Timed: a dry run, the apply (one transaction), a dry run of
// the same file again (every line unchanged) and the export; then a dry run of 100,000 refused
// lines (issue 28: its answer is the counts and the first lines, the report kept to be paged),
// with the size of its answer and the time to read its last page. Runs under tsx (see
// package.json), which loads the TypeScript services. Options: --database-url (admin URL)
// --label <name>.
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "../lib/database.mjs";
import { printTable, readOptions, round, writeResult } from "../lib/report.mjs";
import { fillerSql } from "./catalog-filler.mjs";
import { vehiclesSql } from "./fitment-filler.mjs";

const PARTS = 10_000;
const LINES_PER_PART = 5;
const YEARS_PER_LINE = 5;
const HEADER =
  "partNumber,yearFrom,yearTo,make,model,submodel,engine,position,quantity,note,universal";

const options = readOptions();
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;

/** The model lines (make, model, years) and an engine each, as the vehicle data has them. */
async function modelLines(url) {
  return query(
    url,
    `SELECT make, model, min(year)::int AS "from", max(year)::int AS "to",
       min(NULLIF(engine, '')) AS engine
     FROM vehicles WHERE make_slug <> '' GROUP BY make, model
     HAVING max(year) - min(year) >= ${YEARS_PER_LINE + LINES_PER_PART}
     ORDER BY make, model`,
  );
}

const cell = (text) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** Five lines a part, each on another model line, a window of years, some on an engine. */
function csvOf(partNumbers, lines) {
  const out = [HEADER];
  partNumbers.forEach((partNumber, p) => {
    for (let k = 0; k < LINES_PER_PART; k++) {
      const line = lines[(p * LINES_PER_PART + k) % lines.length];
      const yearTo = line.to - ((p + k) % LINES_PER_PART);
      const engine = (p + k) % 4 === 0 ? line.engine : "";
      const position = k % 2 === 0 ? "Front" : "";
      const note = p % 7 === 0 ? 'with A/C, or "sport"' : "";
      const cells = [
        partNumber,
        yearTo - YEARS_PER_LINE + 1,
        yearTo,
        line.make,
        line.model,
        "",
        engine ?? "",
      ];
      out.push(
        [...cells, position, k % 3 === 0 ? 2 : "", note, ""].map(String).map(cell).join(","),
      );
    }
  });
  return `${out.join("\n")}\n`;
}

async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { seconds: round((performance.now() - started) / 1000, 2), result };
}

const scratch = await createScratchDatabase(adminUrl, "fitment_import");
try {
  console.log("Seeding the scratch database (demo data, vehicles, parts)…");
  seed(options.appDir, scratch.url);
  await query(scratch.url, vehiclesSql());
  await query(scratch.url, fillerSql(PARTS));
  const parts = await query(
    scratch.url,
    `SELECT part_number AS "partNumber" FROM parts WHERE creator_uid = 'bench' ORDER BY part_number`,
  );
  const csv = csvOf(
    parts.map((part) => part.partNumber),
    await modelLines(scratch.url),
  );

  process.env.DATABASE_URL = scratch.url;
  const { importFitment } = await import("../../domains/fitment/server/index.ts");
  const { exportFitment } = await import("../../domains/fitment/server/index.ts");
  const { fitmentReportLines } = await import("../../domains/fitment/server/index.ts");
  const { closeDatabase } = await import("../../lib/db/index.ts");
  // The demo admin: a kept report names the admin who ran the import.
  const [admin] = await query(
    scratch.url,
    `SELECT id, uid, email, name, role, photo_url AS "photoUrl" FROM users WHERE role = 'admin' ORDER BY created_at LIMIT 1`,
  );

  const dryRun = await timed(() => importFitment(admin, csv, { dryRun: true }));
  const apply = await timed(() => importFitment(admin, csv, { dryRun: false }));
  const again = await timed(() => importFitment(admin, csv, { dryRun: true }));
  const exported = await timed(async () => new Response(exportFitment(admin)).text());
  const refusedCsv = [
    HEADER,
    ...Array.from({ length: 100_000 }, (_, n) => `NO-SUCH-${n},2019,2019,X,Y,,,,,,`),
  ].join("\n");
  const refused = await timed(() => importFitment(admin, refusedCsv, { dryRun: true }));
  const lastPage = await timed(() =>
    fitmentReportLines(admin, refused.result.reportId, { page: 1000, limit: 100 }),
  );
  await closeDatabase();
  const [{ rows }] = await query(scratch.url, "SELECT count(*)::int AS rows FROM fitments");
  const lineCount = csv.split("\n").length - 2;
  const figures = {
    lines: lineCount,
    megabytes: round(csv.length / 1024 / 1024, 2),
    dryRunSeconds: dryRun.seconds,
    dryRunSummary: dryRun.result.summary,
    applySeconds: apply.seconds,
    applySummary: apply.result.summary,
    secondDryRunSeconds: again.seconds,
    secondDryRunSummary: again.result.summary,
    exportSeconds: exported.seconds,
    exportLines: exported.result.split("\n").length - 2,
    fitmentRows: rows,
    refusedLines: refused.result.lineCount,
    refusedDryRunSeconds: refused.seconds,
    refusedAnswerBytes: JSON.stringify(refused.result).length,
    refusedLastPageSeconds: lastPage.seconds,
    refusedLastPageLines: lastPage.result.rows.length,
  };
  printTable(`Fitment import of ${lineCount.toLocaleString("en-US")} lines (PostgreSQL server)`, [
    ["file", `${figures.megabytes} MB`],
    ["dry run", `${figures.dryRunSeconds} s  ${JSON.stringify(figures.dryRunSummary)}`],
    ["apply", `${figures.applySeconds} s  ${JSON.stringify(figures.applySummary)}`],
    [
      "dry run again",
      `${figures.secondDryRunSeconds} s  ${JSON.stringify(figures.secondDryRunSummary)}`,
    ],
    ["export", `${figures.exportSeconds} s  ${figures.exportLines} lines`],
    ["fitment rows in the table", String(figures.fitmentRows)],
    [
      "dry run, 100,000 refused lines",
      `${figures.refusedDryRunSeconds} s, answer ${figures.refusedAnswerBytes} bytes`,
    ],
    [
      "its last page (100 lines)",
      `${figures.refusedLastPageSeconds} s, ${figures.refusedLastPageLines} lines`,
    ],
  ]);
  writeResult("fitment-import", options.label, figures);
} finally {
  await scratch.drop();
}
