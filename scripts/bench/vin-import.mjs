// `npm run bench:vin-import`: a company's 1,000-VIN fleet file through the garage's import
// service on the PostgreSQL server (issue 33: at most 10 s). A scratch database gets the demo
// data and a company of one member; the file holds 1,000 VINs of the demo 2019 Ford F-150, each
// its own serial with its own check digit, so every VIN is decoded and matched. The vPIC
// database is opened (and prepared, the first time on this machine) by one look-up before the
// clock starts. Timed: the import (every line added) and the same file again (every line
// unchanged). Runs under tsx (see package.json), which loads the TypeScript services. Options:
// --database-url (admin URL) --label <name>.
import { createScratchDatabase, DEFAULT_ADMIN_URL, query, seed } from "../lib/database.mjs";
import { printTable, readOptions, round, writeResult } from "../lib/report.mjs";

const LINES = 1_000;
const LIMIT_SECONDS = 10;

const options = readOptions();
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;

async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { seconds: round((performance.now() - started) / 1000, 2), result };
}

const scratch = await createScratchDatabase(adminUrl, "vin_import");
try {
  console.log("Seeding the scratch database (demo data, a company)…");
  seed(options.appDir, scratch.url);
  const [customer] = await query(
    scratch.url,
    `SELECT id, uid, email, name, role, photo_url AS "photoUrl" FROM users WHERE role = 'user' ORDER BY created_at LIMIT 1`,
  );
  const [company] = await query(
    scratch.url,
    `INSERT INTO companies (id, name, phone, address, status)
     VALUES ('bench-fleet', 'Bench Fleet', '+1 555 0100', '1 Depot Rd', 'approved') RETURNING id`,
  );
  await query(
    scratch.url,
    `INSERT INTO company_members (user_id, company_id, role) VALUES ($1, $2, 'admin')`,
    [customer.id, company.id],
  );

  process.env.DATABASE_URL = scratch.url;
  const { importFleet, resolveVinVehicle } = await import("../../domains/fitment/server/index.ts");
  const { vinCheckDigit } = await import("../../domains/fitment/index.ts");
  const { closeDatabase } = await import("../../lib/db/index.ts");

  const vins = Array.from({ length: LINES }, (_, index) => {
    const draft = `1FTEW1EP0KF${String(100_001 + index).padStart(6, "0")}`;
    return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
  });
  const csv = `vin,label,unit\n${vins.map((vin, index) => `${vin},Van ${index + 1},U-${index + 1}`).join("\n")}\n`;

  const warmUp = await timed(() => resolveVinVehicle("1FTEW1EP4KFA12345"));
  const first = await timed(() => importFleet(customer, csv));
  const again = await timed(() => importFleet(customer, csv));
  await closeDatabase();
  const [{ entries }] = await query(
    scratch.url,
    "SELECT count(*)::int AS entries FROM garage_vehicles WHERE company_id = $1",
    [company.id],
  );
  const counts = ({ added, unchanged, refused }) => ({ added, unchanged, refused });
  const figures = {
    lines: LINES,
    warmUpSeconds: warmUp.seconds,
    importSeconds: first.seconds,
    importCounts: counts(first.result),
    againSeconds: again.seconds,
    againCounts: counts(again.result),
    garageEntries: entries,
    withinLimit: first.seconds <= LIMIT_SECONDS,
  };
  printTable(`Fleet import of ${LINES.toLocaleString("en-US")} VINs (PostgreSQL server)`, [
    ["vPIC opened by one look-up", `${figures.warmUpSeconds} s`],
    ["import", `${figures.importSeconds} s  ${JSON.stringify(figures.importCounts)}`],
    ["the same file again", `${figures.againSeconds} s  ${JSON.stringify(figures.againCounts)}`],
    ["entries in the company's garage", String(figures.garageEntries)],
    [`import within ${LIMIT_SECONDS} s`, figures.withinLimit ? "yes" : "NO"],
  ]);
  writeResult("vin-import", options.label, figures);
  if (!figures.withinLimit) process.exitCode = 1;
} finally {
  await scratch.drop();
}
