/** @jest-environment node */
// The parts CSV export is written in the import's columns: exported, then imported as a dry run,
// every line is unchanged (a retired part and a part's weight and size too); edited in a
// spreadsheet, only what was edited changes.
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { GET as getPartsTable } from "@/app/api/parts/all/route";
import { callRoute } from "../../helpers/call-route";
import { demo, demoUser } from "../../helpers/accounts";
import { headersOf } from "../../helpers/tokens";
import {
  NEW_PART_HEADER,
  csv,
  importFile,
  importLines,
  newGtin,
  newNumber,
  newPartLine,
  partByNumber,
} from "./import-calls";

let admin: { uid: string };
beforeAll(async () => {
  admin = await demoUser(demo.admin);
});

async function exportedCsv(): Promise<string> {
  const answer = await callRoute(getPartsTable, "/api/parts/all?format=csv", {
    headers: await headersOf(admin),
  });
  expect(answer.status).toBe(200);
  return answer.body as string;
}

it("an export imports back as every line unchanged, and writes nothing", async () => {
  const [retired, packed] = [newNumber("RT"), newNumber("RT")];
  const gtin = newGtin();
  await importFile(
    admin,
    csv(
      `${NEW_PART_HEADER},retired,weight,dimensions,gtin`,
      `${newPartLine(retired)},1,,,`,
      `${newPartLine(packed)},0,2.375,12.125x8.5x3,${gtin}`,
    ),
  );
  const exported = await exportedCsv();
  const [header, ...records] = parse(exported) as string[][];
  const cellsOf = (number: string) => {
    const record = records.find((cells) => cells[0] === number)!;
    return ["retired", "weight", "dimensions", "gtin"].map(
      (column) => record[header!.indexOf(column)],
    );
  };
  expect(cellsOf(retired)).toEqual(["1", "", "", ""]);
  expect(cellsOf(packed)).toEqual(["0", "2.375", "12.125x8.5x3", gtin]);
  const lineCount = records.length;
  expect(lineCount).toBeGreaterThan(100);
  const { run } = await importFile(admin, exported, { dryRun: true });
  expect(run).toMatchObject({
    state: "done",
    summary: { add: 0, change: 0, unchanged: lineCount, refused: 0 },
  });
});

it("an export edited in two cells changes exactly those, and the file then imports unchanged", async () => {
  const [one, two] = [newNumber("RT"), newNumber("RT")];
  await importFile(admin, csv(NEW_PART_HEADER, newPartLine(one), newPartLine(two)));
  const [header, ...records] = parse(await exportedCsv()) as string[][];
  const price = header!.indexOf("price");
  const stock = header!.indexOf("availableQty");
  const rowOf = (number: string) => records.find((record) => record[0] === number)!;
  rowOf(one)[price] = "13.50";
  rowOf(two)[stock] = "105";
  const edited = stringify([header!, ...records]);
  const applied = await importFile(admin, edited);
  expect(applied.run.summary).toEqual({
    add: 0,
    change: 2,
    unchanged: records.length - 2,
    refused: 0,
  });
  const changed = await importLines(admin, applied.importId, "status=change");
  expect(changed.lines.map(({ partNumber, changes }) => [partNumber, changes])).toEqual(
    expect.arrayContaining([
      [one, ["price"]],
      [two, ["availableQty"]],
    ]),
  );
  expect(await partByNumber(one)).toMatchObject({ priceCents: 1350, availableQty: 100 });
  expect(await partByNumber(two)).toMatchObject({ priceCents: 1250, availableQty: 105 });
  const again = await importFile(admin, edited, { dryRun: true });
  expect(again.run.summary).toMatchObject({ change: 0, unchanged: records.length });
});
