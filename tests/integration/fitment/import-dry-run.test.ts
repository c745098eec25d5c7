/** @jest-environment node */
// POST /api/fitment/import?dryRun=1: every line's status and, for a refused one, why (each of
// the ACES validators' checks), with nothing written; and the files it cannot read at all.
import { fitmentCsvMessages as messages } from "@/domains/fitment/fitment-csv";
import { FITMENT_NOTE_MAX, FITMENT_POSITION_MAX } from "@/lib/validation/limits";
import { demo, demoUser, type UserRow } from "../../helpers/accounts";
import { createPart, partRow, type PartRow } from "../../helpers/orders";
import { addFitment, makeUniversal } from "../../helpers/vehicles";
import { getDb } from "@/lib/db";
import { loadVehicleIndex } from "@/domains/fitment/server/vehicle-index";
import { createImportVehicles, HEADER, importCsv, MAKE, rowsOf, statusesOf } from "./import-calls";

let admin: UserRow;
let part: PartRow;
let other: PartRow;
let years: { min: number; max: number };
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  await createImportVehicles();
  part = await createPart();
  other = await createPart();
  years = (await loadVehicleIndex(await getDb())).years!;
});

// Lines are written before the part exists (it.each's table): PART stands for its number.
const line = (cells: string) => `PART,${cells}`;
const dryRun = (...lines: string[]) =>
  importCsv(admin, [HEADER, ...lines].join("\n").replace(/^PART,/gm, `${part.partNumber},`));

describe("a dry run reports each line and writes nothing", () => {
  it("reports new lines as added, with the years they add", async () => {
    const { status, report } = await dryRun(
      line(`2015,2019,${MAKE},Alpha,,,Front,2,with A/C,`),
      line(`2016,2017,${MAKE.toUpperCase()},alpha,xlt,,,,,0`),
    );
    expect(status).toBe(200);
    expect(report).toEqual({
      applied: false,
      summary: { added: 2, changed: 0, unchanged: 0, refused: 0 },
      lineCount: 2,
      reportId: expect.any(String),
      expiresAt: expect.any(String),
      lines: [
        { line: 2, status: "add", partNumber: part.partNumber, message: messages.adds(5) },
        { line: 3, status: "add", partNumber: part.partNumber, message: messages.adds(2) },
      ],
    });
    expect(await rowsOf(part.id)).toEqual([]);
  });

  it("reports rows already there as unchanged or changed, a spelling of the part number matching", async () => {
    const index = await loadVehicleIndex(await getDb());
    const target = await createPart();
    const vehicleId = index.idOf({ year: 2018, make: MAKE, model: "Alpha" })!;
    await addFitment(target.id, vehicleId, { position: "Rear", quantity: 2 });
    const spelled = target.partNumber.toLowerCase().replace(/-/g, " ");
    const { report } = await importCsv(
      admin,
      [
        HEADER,
        `${spelled},2018,2018,${MAKE},Alpha,,,rear,2,,`,
        `${target.partNumber},2018,2019,${MAKE},Alpha,,,Rear,4,,`,
      ].join("\n"),
    );
    expect(statusesOf(report)).toEqual([
      [2, "unchanged", messages.unchanged],
      [3, "refused", messages.overlaps(2, "2018")],
    ]);
    const changed = await importCsv(
      admin,
      [HEADER, `${target.partNumber},2018,2019,${MAKE},Alpha,,,Rear,4,,`].join("\n"),
    );
    expect(statusesOf(changed.report)).toEqual([[2, "change", messages.changes(1, 1)]]);
    expect(await rowsOf(target.id)).toEqual(["2018 Alpha|Rear|2|"]);
  });

  it("reports universal lines by what they would change", async () => {
    await makeUniversal(other.id);
    const { report } = await dryRun(
      `${part.partNumber},,,,,,,,,,yes`,
      `${other.partNumber},,,,,,,,,,1`,
      `${other.partNumber},,,,,,,,,,0`,
    );
    expect(statusesOf(report)).toEqual([
      [2, "change", messages.marksUniversal],
      [3, "unchanged", messages.universalUnchanged(true)],
      [4, "refused", messages.duplicateOf(3)],
    ]);
    expect((await partRow(part.id))?.universal).toBe(false);
  });
});

describe("a line the data or the file contradicts is refused, saying why", () => {
  it.each([
    [
      "an unknown part number",
      "NO-SUCH-PART,2016,2016,X,Y,,,,,,",
      messages.unknownPart("NO-SUCH-PART"),
    ],
    ["a blank part number", ",2016,2016,X,Y,,,,,,", messages.partNumberRequired],
    ["a year in words", line(`twenty,2016,${MAKE},Alpha,,,,,,`), messages.yearNotWhole("yearFrom")],
    ["a fractional year", line(`2016,2016.5,${MAKE},Alpha,,,,,,`), messages.yearNotWhole("yearTo")],
    ["a missing yearFrom", line(`,2016,${MAKE},Alpha,,,,,,`), messages.yearRequired("yearFrom")],
    [
      "yearFrom after yearTo",
      line(`2019,2016,${MAKE},Alpha,,,,,,`),
      messages.yearsReversed(2019, 2016),
    ],
    ["a make missing", line(`2016,2016,,Alpha,,,,,,`), messages.makeRequired],
    ["a model missing", line(`2016,2016,${MAKE},,,,,,,`), messages.modelRequired],
    ["a quantity of 0", line(`2016,2016,${MAKE},Alpha,,,,0,,`), messages.quantity],
    ["a quantity in words", line(`2016,2016,${MAKE},Alpha,,,,two,,`), messages.quantity],
    ["a negative quantity", line(`2016,2016,${MAKE},Alpha,,,,-1,,`), messages.quantity],
    [
      "a too-long note",
      line(`2016,2016,${MAKE},Alpha,,,,,${"n".repeat(FITMENT_NOTE_MAX + 1)},`),
      messages.tooLong("note", FITMENT_NOTE_MAX),
    ],
    [
      "a too-long position",
      line(`2016,2016,${MAKE},Alpha,,,${"p".repeat(FITMENT_POSITION_MAX + 1)},,,`),
      messages.tooLong("position", FITMENT_POSITION_MAX),
    ],
    [
      "a control character",
      line(`2016,2016,${MAKE},Alpha,,,,,a\u0007b,`),
      messages.badCharacter("note"),
    ],
    ["a bad universal flag", line(`,,,,,,,,,maybe`), messages.universalFlag],
    [
      "universal with a vehicle",
      line(`2016,2016,${MAKE},Alpha,,,,,,1`),
      messages.universalWithVehicle,
    ],
    ["a line naming nothing", line(`,,,,,,,,,`), messages.nothingToDo],
    [
      "an unknown make",
      line(`2016,2016,Testmake Nobody,Alpha,,,,,,`),
      messages.unknownMake("Testmake Nobody"),
    ],
    [
      "an unknown model",
      line(`2016,2016,${MAKE},Gamma,,,,,,`),
      messages.unknownModel(MAKE, "Gamma"),
    ],
    [
      "a model with no such year",
      line(`2017,2018,${MAKE},Beta,,,,,,`),
      messages.noSuchVehicle(`2017 ${MAKE} Beta`),
    ],
    [
      "an engine missing in one year",
      line(`2015,2017,${MAKE},Alpha,,2.0L,,,,`),
      messages.noSuchVehicle(`2015 ${MAKE} Alpha 2.0L`),
    ],
    [
      "an unknown submodel",
      line(`2016,2016,${MAKE},Alpha,GT,,,,,`),
      messages.noSuchVehicle(`2016 ${MAKE} Alpha GT`),
    ],
    [
      "more cells than columns",
      line(`2016,2016,${MAKE},Alpha,,,,,,,extra`),
      messages.tooManyCells(12, 11),
    ],
  ])("%s", async (_, csvLine, message) => {
    const { status, report } = await dryRun(csvLine);
    expect(status).toBe(200);
    expect(report.summary).toEqual({ added: 0, changed: 0, unchanged: 0, refused: 1 });
    expect(report.lines).toEqual([
      expect.objectContaining({ line: 2, status: "refused", message }),
    ]);
  });

  it("refuses years outside the vehicle data", async () => {
    const { report } = await dryRun(
      line(`${years.min - 1},2016,${MAKE},Alpha,,,,,,`),
      line(`2016,${years.max + 1},${MAKE},Alpha,,,,,,`),
    );
    expect(statusesOf(report)).toEqual([
      [2, "refused", messages.yearOutside(years.min - 1, years.min, years.max)],
      [3, "refused", messages.yearOutside(years.max + 1, years.min, years.max)],
    ]);
  });

  it("refuses a duplicate and an overlap, naming the line they repeat", async () => {
    const { report } = await dryRun(
      line(`2015,2017,${MAKE},Alpha,,,Front,,,`),
      line(`2015,2017,${MAKE},alpha,,,front,2,other note,`),
      line(`2017,2019,${MAKE},Alpha,,,Front,,,`),
      line(`2018,2019,${MAKE},Alpha,,,Front,,,`),
      line(`2015,2017,${MAKE},Alpha,,,Rear,,,`),
      line(`2015,2017,${MAKE},Alpha,XLT,,Front,,,`),
      `${other.partNumber},2015,2017,${MAKE},Alpha,,,Front,,,`,
    );
    expect(statusesOf(report)).toEqual([
      [2, "add", messages.adds(3)],
      [3, "refused", messages.duplicateOf(2)],
      [4, "refused", messages.overlaps(2, "2015–2017")],
      [5, "add", messages.adds(2)],
      [6, "add", messages.adds(3)],
      [7, "add", messages.adds(3)],
      [8, "add", messages.adds(3)],
    ]);
  });
});

describe("the file's own shape", () => {
  it("reads columns in any order and case, missing ones blank, RFC 4180 quoting, lines as in the file", async () => {
    const csv = [
      "MAKE,model,partnumber,yearFrom,note",
      `${MAKE},Alpha,${part.partNumber},2016,"two
lines, and ""quotes"""`,
      "",
      `${MAKE},Alpha,${part.partNumber},2016,"dup"`,
    ].join("\r\n");
    const { report } = await importCsv(admin, `\uFEFF${csv}`);
    expect(statusesOf(report)).toEqual([
      [2, "add", messages.adds(1)],
      [5, "refused", messages.duplicateOf(2)],
    ]);
  });

  it("restores a cell the export kept from being a formula", async () => {
    const { report } = await dryRun(line(`2016,2016,${MAKE},Alpha,,,'-front,,'=1+1,`));
    expect(report.summary.added).toBe(1);
  });

  it.each([
    ["an empty body", "", 400, messages.empty],
    ["a header alone", HEADER, 400, messages.noLines],
    ["an unknown column", `${HEADER},colour\nX`, 400, messages.unknownColumns(["colour"])],
    ["a column twice", "partNumber,make,Make\nX,Y,Z", 400, messages.repeatedColumn("make")],
    ["no partNumber column", "make,model\nX,Y", 400, messages.noPartNumberColumn],
  ])("refuses %s with a message", async (_, csv, status, message) => {
    const answer = await importCsv(admin, csv);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ error: message });
  });

  it("refuses a file that is not CSV, naming the line", async () => {
    const answer = await importCsv(admin, `${HEADER}\n${line('2016,2016,"open quote')}`);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(
      /^The file is not valid CSV at line 2: /,
    );
  });

  it("refuses a body that is not text/csv and one over 8 MB", async () => {
    const json = await importCsv(admin, "{}", { contentType: "application/json" });
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ error: messages.notCsv });
    const huge = await importCsv(admin, `${HEADER}\n${"x".repeat(8 * 1024 * 1024)}`);
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: messages.tooLarge });
  });
});
