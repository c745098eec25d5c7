/** @jest-environment node */
// GET /api/fitment/export: the header, one line per year range, universal parts, cells that
// cannot run as formulas; and the round trip: importing the export changes nothing.
import { parse } from "csv-parse/sync";
import { getDb } from "@/lib/db";
import { loadVehicleIndex } from "@/domains/fitment/server/vehicle-index";
import { demo, demoUser, type UserRow } from "../../helpers/accounts";
import { createPart, type PartRow } from "../../helpers/orders";
import { addFitment, makeUniversal } from "../../helpers/vehicles";
import { createImportVehicles, exportCsv, HEADER, importCsv, MAKE } from "./import-calls";

let admin: UserRow;
let part: PartRow;
let universal: PartRow;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  await createImportVehicles();
  part = await createPart();
  universal = await createPart();
  await makeUniversal(universal.id);
  const index = await loadVehicleIndex(await getDb());
  const id = (year: number, engine = "") =>
    index.idOf({ year, make: MAKE, model: "Alpha", engine })!;
  // 2015–2016 and 2018–2019 (a gap), one year with a formula-like note, the 2.0L with quoting.
  for (const year of [2015, 2016, 2018, 2019])
    await addFitment(part.id, id(year), { position: "Front", quantity: 2 });
  await addFitment(part.id, id(2017), { position: "Front", quantity: 2, note: "=HYPERLINK(1)" });
  for (const year of [2016, 2017])
    await addFitment(part.id, id(year, "2.0L"), {
      position: "-Rear",
      note: 'with "A/C", \nor not',
    });
  await addFitment(universal.id, id(2019), { position: "@Left", note: "+1" });
});

it("exports one line per range as an attachment, cells kept from being formulas", async () => {
  const { status, headers, text } = await exportCsv(admin);
  expect(status).toBe(200);
  expect(headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(headers.get("content-disposition")).toBe('attachment; filename="fitment.csv"');
  expect(text.split("\n")[0]).toBe(HEADER);
  const records = parse(text) as string[][];
  const mine = (partNumber: string) => records.filter((record) => record[0] === partNumber);
  expect(mine(part.partNumber)).toEqual([
    [part.partNumber, "2015", "2016", MAKE, "Alpha", "", "", "Front", "2", "", ""],
    [
      part.partNumber,
      "2016",
      "2017",
      MAKE,
      "Alpha",
      "",
      "2.0L",
      "'-Rear",
      "",
      'with "A/C", \nor not',
      "",
    ],
    [part.partNumber, "2017", "2017", MAKE, "Alpha", "", "", "Front", "2", "'=HYPERLINK(1)", ""],
    [part.partNumber, "2018", "2019", MAKE, "Alpha", "", "", "Front", "2", "", ""],
  ]);
  expect(mine(universal.partNumber)).toEqual([
    [universal.partNumber, "", "", "", "", "", "", "", "", "", "1"],
    [universal.partNumber, "2019", "2019", MAKE, "Alpha", "", "", "'@Left", "", "'+1", ""],
  ]);
  expect(text).toContain('"with ""A/C"", \nor not"');
});

it("round-trips: a dry run of the export reports every line unchanged", async () => {
  const { text } = await exportCsv(admin);
  const { status, report } = await importCsv(admin, text);
  expect(status).toBe(200);
  expect(report.summary).toEqual({
    added: 0,
    changed: 0,
    unchanged: report.lineCount,
    refused: 0,
  });
  expect(report.lineCount).toBeGreaterThanOrEqual(6);
});
