// `npm run bench:vin`: VIN decoding and matching (issue 33). On a scratch PostgreSQL database
// with the demo data: (1) decode p95 over 272 distinct VINs (34 real vPIC patterns of many
// makers, each in 8 model years), every one a first decode for our descriptor cache (emptied
// first, and corgi's own query cache with it); (2) VIN → vehicle
// records p95 (decode and match, the API's work) over the same VINs, cache emptied again;
// (3) a 1,000-VIN fleet through resolveVinVehicle (the import's core): 40 vans each of 25
// patterns, serials apart. The machine is shared: each decode's CPU time is printed beside its
// wall time (what the process itself spent, whatever else runs). Targets: 20 ms, 30 ms, 10 s. Also the one-off preparation of the
// vPIC copy when it is not there yet. Runs under tsx (see package.json). Options:
// --database-url (admin URL) --label <name>.
import os from "node:os";
import { createScratchDatabase, DEFAULT_ADMIN_URL, seed } from "../lib/database.mjs";
import { percentile, printTable, readOptions, round, writeResult } from "../lib/report.mjs";

// Positions 1–8 and 11 (plant) of VINs vPIC decodes: Ford, GM, Toyota, Honda, BMW, Mercedes,
// Stellantis, Mazda, VW, Nissan, Subaru, Hyundai, Kia.
const PATTERNS = [
  ["1FTEW1EP", "F"],
  ["1FTFW1RG", "F"],
  ["4T1B11HK", "U"],
  ["2T1BURHE", "C"],
  ["1GCVKREC", "Z"],
  ["1GCUYDED", "Z"],
  ["3GCUYDED", "G"],
  ["2HGFC2F5", "H"],
  ["2HGFC1F3", "H"],
  ["2HGFC1E5", "H"],
  ["WBA5R1C5", "A"],
  ["55SWF4JB", "U"],
  ["1C6SRFFT", "N"],
  ["1C6RR7LT", "S"],
  ["JM1BPBMM", "1"],
  ["3VWC57BU", "M"],
  ["3VW5T7AU", "M"],
  ["1N4BL4BV", "C"],
  ["4S4BSAFC", "3"],
  ["4S4BSANC", "3"],
  ["5NPD84LF", "H"],
  ["KNDPM3AC", "7"],
  ["1G1ZD5ST", "F"],
  ["1G1ZB5ST", "F"],
  ["1FMCU9GD", "U"],
  ["1FA6P8TH", "5"],
  ["2T3P1RFV", "C"],
  ["5FNYF6H5", "B"],
  ["1HGCV1F3", "A"],
  ["3FADP4BJ", "M"],
  ["5TFAZ5CN", "X"],
  ["1C4RJFAG", "C"],
  ["1FT7W2BT", "E"],
  ["WDDGF8AB", "R"],
];
const YEAR_CODES = ["F", "G", "H", "J", "K", "L", "M", "N"]; // 2015–2022
const FLEET_PATTERNS = 25;
const FLEET_VANS = 40;

const options = readOptions();
const adminUrl = options["database-url"] ?? DEFAULT_ADMIN_URL;

const ms = (started) => performance.now() - started;
const cpuMs = (started) => {
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};
const p95 = (samples) =>
  round(
    percentile(
      [...samples].sort((a, b) => a - b),
      0.95,
    ),
    1,
  );
const p50 = (samples) =>
  round(
    percentile(
      [...samples].sort((a, b) => a - b),
      0.5,
    ),
    1,
  );

const scratch = await createScratchDatabase(adminUrl, "vin");
try {
  console.log("Seeding the scratch database (demo data)…");
  seed(options.appDir, scratch.url);
  process.env.DATABASE_URL = scratch.url;
  const { vinCheckDigit } = await import("../../domains/fitment/index.ts");
  const { clearVinCache, decodeVin, lookUpVin, resolveVinVehicle } =
    await import("../../domains/fitment/server/index.ts");
  const { closeDatabase } = await import("../../lib/db/index.ts");

  const vinOf = (prefix, year, plant, serial) => {
    const draft = `${prefix}0${year}${plant}${String(serial).padStart(6, "0")}`;
    return `${prefix}${vinCheckDigit(draft)}${draft.slice(9)}`;
  };
  const vins = PATTERNS.flatMap(([prefix, plant], p) =>
    YEAR_CODES.map((year) => vinOf(prefix, year, plant, 1000 + p)),
  );

  // The first decode opens the vPIC copy (and prepares it once per corgi version).
  let started = performance.now();
  const first = await decodeVin(vins[0]);
  const openSeconds = round(ms(started) / 1000, 2);

  clearVinCache();
  const decodes = [];
  const decodeCpu = [];
  let decodedModels = 0;
  for (const vin of vins) {
    const cpu = process.cpuUsage();
    started = performance.now();
    const descriptor = await decodeVin(vin);
    decodes.push(ms(started));
    decodeCpu.push(cpuMs(cpu));
    if (descriptor.model) decodedModels += 1;
  }

  clearVinCache();
  const lookups = [];
  const lookupCpu = [];
  let matched = 0;
  for (const vin of vins) {
    const cpu = process.cpuUsage();
    started = performance.now();
    const lookup = await lookUpVin(vin);
    lookups.push(ms(started));
    lookupCpu.push(cpuMs(cpu));
    if (lookup.vehicles.length > 0) matched += 1;
  }

  clearVinCache();
  const fleet = PATTERNS.slice(0, FLEET_PATTERNS).flatMap(([prefix, plant]) =>
    Array.from({ length: FLEET_VANS }, (_, van) => vinOf(prefix, "K", plant, 200_000 + van)),
  );
  const fleetCpu = process.cpuUsage();
  started = performance.now();
  let resolved = 0;
  for (const vin of fleet) if ((await resolveVinVehicle(vin)).vehicleId) resolved += 1;
  const fleetSeconds = round(ms(started) / 1000, 2);
  const fleetCpuSeconds = round(cpuMs(fleetCpu) / 1000, 2);
  await closeDatabase();

  const figures = {
    firstDecodeSeconds: openSeconds,
    firstDecodeMake: first.make,
    distinctVins: vins.length,
    decodedModels,
    decodeP50Ms: p50(decodes),
    decodeP95Ms: p95(decodes),
    decodeMaxMs: round(Math.max(...decodes), 1),
    decodeCpuP95Ms: p95(decodeCpu),
    lookupP50Ms: p50(lookups),
    lookupP95Ms: p95(lookups),
    lookupCpuP95Ms: p95(lookupCpu),
    lookupsWithVehicles: matched,
    fleetVins: fleet.length,
    fleetResolved: resolved,
    fleetSeconds,
    fleetCpuSeconds,
    loadAverage: round(os.loadavg()[0], 1),
    rssMb: round(process.memoryUsage().rss / 2 ** 20),
  };
  printTable("VIN decoding and matching (corgi's vPIC copy on better-sqlite3, PostgreSQL)", [
    ["first decode (opens, or prepares, the vPIC copy)", `${figures.firstDecodeSeconds} s`],
    [
      `decode, ${vins.length} distinct VINs (${decodedModels} to a model)`,
      `p50 ${figures.decodeP50Ms} ms, p95 ${figures.decodeP95Ms} ms (target ≤ 20), max ${figures.decodeMaxMs} ms; CPU p95 ${figures.decodeCpuP95Ms} ms`,
    ],
    [
      `VIN → vehicle records (${matched} with records)`,
      `p50 ${figures.lookupP50Ms} ms, p95 ${figures.lookupP95Ms} ms (target ≤ 30); CPU p95 ${figures.lookupCpuP95Ms} ms`,
    ],
    [
      `${fleet.length} VINs through resolveVinVehicle (${resolved} resolved)`,
      `${figures.fleetSeconds} s (target ≤ 10); CPU ${figures.fleetCpuSeconds} s`,
    ],
    ["resident memory", `${figures.rssMb} MB`],
    ["load average (1 min) at the end", String(figures.loadAverage)],
  ]);
  writeResult("vin", options.label, figures);
} finally {
  await scratch.drop();
}
