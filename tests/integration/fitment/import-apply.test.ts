/** @jest-environment node */
// POST /api/fitment/import without dryRun: accepted lines written in one transaction, refused
// ones skipped and reported; nothing deleted; and who may import or export.
import { getDb } from "@/lib/db";
import { applyPlan } from "@/domains/fitment/server/import-apply";
import { loadVehicleIndex } from "@/domains/fitment/server/vehicle-index";
import { fitmentCsvMessages as messages } from "@/domains/fitment/fitment-csv";
import { demo, demoUser, type UserRow } from "../../helpers/accounts";
import { createPart, partRow } from "../../helpers/orders";
import { addFitment } from "../../helpers/vehicles";
import {
  createImportVehicles,
  exportCsv,
  HEADER,
  importCsv,
  MAKE,
  rowsOf,
  statusesOf,
} from "./import-calls";

let admin: UserRow;
let customer: UserRow;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  customer = await demoUser(demo.customer);
  await createImportVehicles();
});

const csvOf = (...lines: string[]) => [HEADER, ...lines].join("\n");

it("writes the accepted lines, skips the refused ones and deletes nothing", async () => {
  const part = await createPart();
  const universal = await createPart();
  const index = await loadVehicleIndex(await getDb());
  const beta = index.idOf({ year: 2018, make: MAKE, model: "Beta" })!;
  const alpha2016 = index.idOf({ year: 2016, make: MAKE, model: "Alpha" })!;
  await addFitment(part.id, beta, { note: "kept: the file does not name it" });
  await addFitment(part.id, alpha2016, { position: "Front", quantity: 1 });
  const { status, report } = await importCsv(
    admin,
    csvOf(
      `${part.partNumber},2015,2017,${MAKE},Alpha,,,front,2,,`,
      `${part.partNumber},2016,2017,${MAKE},Alpha,,2.0L,,,with A/C,`,
      `${part.partNumber},2016,2016,${MAKE},Nope,,,,,,`,
      `${universal.partNumber},,,,,,,,,,true`,
    ),
    { dryRun: false },
  );
  expect(status).toBe(200);
  expect(report.applied).toBe(true);
  expect(report.summary).toEqual({ added: 1, changed: 2, unchanged: 0, refused: 1 });
  expect(statusesOf(report)[2]).toEqual([4, "refused", messages.unknownModel(MAKE, "Nope")]);
  expect(await rowsOf(part.id)).toEqual([
    "2015 Alpha|front|2|",
    "2016 Alpha 2.0L|||with A/C",
    // The row recorded as "Front" is updated, not doubled by another spelling.
    "2016 Alpha|Front|2|",
    "2017 Alpha 2.0L|||with A/C",
    "2017 Alpha|front|2|",
    "2018 Beta|||kept: the file does not name it",
  ]);
  expect((await partRow(universal.id))?.universal).toBe(true);

  const again = await importCsv(
    admin,
    csvOf(
      `${part.partNumber},2015,2017,${MAKE},Alpha,,,Front,2,,`,
      `${universal.partNumber},,,,,,,,,,no`,
    ),
    { dryRun: false },
  );
  expect(statusesOf(again.report)).toEqual([
    [2, "unchanged", messages.unchanged],
    [3, "change", messages.unmarksUniversal],
  ]);
  expect((await partRow(universal.id))?.universal).toBe(false);
});

it("applies nothing when every line is refused", async () => {
  const part = await createPart();
  const { status, report } = await importCsv(
    admin,
    csvOf(`${part.partNumber},2016,2016,Testmake Nobody,Alpha,,,,,,`, `NOPE-1,,,,,,,,,,1`),
    { dryRun: false },
  );
  expect(status).toBe(200);
  expect(report.applied).toBe(false);
  expect(report.summary.refused).toBe(2);
  expect(await rowsOf(part.id)).toEqual([]);
});

it("writes all of a file or none of it: one transaction", async () => {
  const part = await createPart();
  const index = await loadVehicleIndex(await getDb());
  const vehicleId = index.idOf({ year: 2016, make: MAKE, model: "Alpha" })!;
  // 1,500 good rows (two statements' worth) and then one whose vehicle does not exist.
  const rows = Array.from({ length: 1_500 }, (_, n) => ({
    partId: part.id,
    vehicleId,
    position: `P${n}`,
    quantity: null,
    note: "",
  }));
  rows.push({ ...rows[0]!, vehicleId: "no-such-vehicle", position: "last" });
  const plan = {
    report: { summary: { added: 0, changed: 0, unchanged: 0, refused: 0 }, lines: [] },
    rows,
    universal: new Map([[part.id, true]]),
  };
  await expect((await getDb()).transaction((tx) => applyPlan(tx, plan))).rejects.toThrow();
  expect(await rowsOf(part.id)).toEqual([]);
  expect((await partRow(part.id))?.universal).toBe(false);
});

describe("only admins import and export", () => {
  it.each([
    ["a guest", null, 401],
    ["a customer", "customer", 403],
  ] as const)("%s gets %i", async (_, who, status) => {
    const caller = who === "customer" ? customer : null;
    const part = await createPart();
    const csv = csvOf(`${part.partNumber},2016,2016,${MAKE},Alpha,,,,,,`);
    expect((await importCsv(caller, csv, { dryRun: false })).status).toBe(status);
    expect((await importCsv(caller, csv)).status).toBe(status);
    expect((await exportCsv(caller)).status).toBe(status);
    expect(await rowsOf(part.id)).toEqual([]);
  });
});
