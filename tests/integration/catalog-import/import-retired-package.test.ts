/** @jest-environment node */
// The retired, weight and dimensions columns: `partNumber,retired` retires a part (and brings it
// back), weight and dimensions are set and cleared, and a bad cell is a refused line naming why.
import { partImportMessages as messages } from "@/domains/catalog";
import { demo, demoUser } from "../../helpers/accounts";
import {
  NEW_PART_HEADER,
  csv,
  importFile,
  newNumber,
  newPartLine,
  partByNumber,
} from "./import-calls";

let admin: { uid: string };
beforeAll(async () => {
  admin = await demoUser(demo.admin);
});

async function newPart() {
  const number = newNumber("RET");
  await importFile(admin, csv(NEW_PART_HEADER, newPartLine(number)));
  return number;
}

it("retired=1 retires the part, again is unchanged and keeps the date, retired=0 brings it back", async () => {
  const number = await newPart();
  expect(await partByNumber(number)).toMatchObject({ retiredAt: null });

  const retired = await importFile(admin, csv("partNumber,retired", `${number},1`));
  expect(retired.lines[0]).toMatchObject({ action: "change", changes: ["retired"] });
  const { retiredAt } = (await partByNumber(number))!;
  expect(retiredAt).toBeInstanceOf(Date);

  for (const spelling of ["1", "TRUE", " yes "]) {
    const again = await importFile(admin, csv("partNumber,retired", `${number},${spelling}`));
    expect(again.lines[0]).toMatchObject({ action: "unchanged", changes: [] });
  }
  expect(await partByNumber(number)).toMatchObject({ retiredAt });

  const back = await importFile(admin, csv("partNumber,retired", `${number},No`));
  expect(back.lines[0]).toMatchObject({ action: "change", changes: ["retired"] });
  expect(await partByNumber(number)).toMatchObject({ retiredAt: null });
  const stillBack = await importFile(admin, csv("partNumber,retired", `${number},0`));
  expect(stillBack.lines[0]).toMatchObject({ action: "unchanged" });
});

it("an empty retired cell leaves the part as it is, and a new part may come retired or not", async () => {
  const [sold, retired, blank] = [newNumber("RN"), newNumber("RN"), newNumber("RN")];
  const { run } = await importFile(
    admin,
    csv(
      `${NEW_PART_HEADER},retired`,
      `${newPartLine(sold)},0`,
      `${newPartLine(retired)},1`,
      `${newPartLine(blank)},`,
    ),
  );
  expect(run.summary).toEqual({ add: 3, change: 0, unchanged: 0, refused: 0 });
  expect(await partByNumber(sold)).toMatchObject({ retiredAt: null });
  expect((await partByNumber(retired))?.retiredAt).toBeInstanceOf(Date);
  expect(await partByNumber(blank)).toMatchObject({ retiredAt: null });
  const empty = await importFile(admin, csv("partNumber,retired,price", `${retired},,12.50`));
  expect(empty.lines[0]).toMatchObject({ action: "unchanged" });
  expect((await partByNumber(retired))?.retiredAt).toBeInstanceOf(Date);
});

it("sets weight and dimensions (x, X or × between the sides), finds them unchanged, and clears them", async () => {
  const number = await newPart();
  const header = "partNumber,weight,dimensions";
  const set = await importFile(admin, csv(header, `${number},2.375,12 X 8.5×3`));
  expect(set.lines[0]).toMatchObject({ action: "change", changes: ["weight", "dimensions"] });
  expect(await partByNumber(number)).toMatchObject({
    weight: 2.375,
    dimensions: { length: 12, width: 8.5, height: 3 },
  });
  const again = await importFile(admin, csv(header, `${number},2.375,12x8.5x3`));
  expect(again.lines[0]).toMatchObject({ action: "unchanged" });

  const heavier = await importFile(admin, csv("partNumber,weight", `${number},2.5`));
  expect(heavier.lines[0]).toMatchObject({ action: "change", changes: ["weight"] });
  expect(await partByNumber(number)).toMatchObject({ weight: 2.5, dimensions: { length: 12 } });

  const cleared = await importFile(admin, csv(header, `${number},,`));
  expect(cleared.lines[0]).toMatchObject({ action: "change", changes: ["weight", "dimensions"] });
  expect(await partByNumber(number)).toMatchObject({ weight: null, dimensions: null });
  const clearedAgain = await importFile(admin, csv(header, `${number},,`));
  expect(clearedAgain.lines[0]).toMatchObject({ action: "unchanged" });
});

it("a new part takes weight and dimensions from its line", async () => {
  const number = newNumber("PK");
  await importFile(
    admin,
    csv(`${NEW_PART_HEADER},weight,dimensions`, `${newPartLine(number)},0.7,4x4x5.25`),
  );
  expect(await partByNumber(number)).toMatchObject({
    weight: 0.7,
    dimensions: { length: 4, width: 4, height: 5.25 },
    retiredAt: null,
  });
});

it.each([
  ["retired", "2", messages.retiredShape],
  ["retired", "retired", messages.retiredShape],
  ["weight", "0", "Weight must be more than 0"],
  ["weight", "-1.5", "Weight must be a positive number (lb) with at most 3 decimals"],
  ["weight", "heavy", "Weight must be a positive number (lb) with at most 3 decimals"],
  ["weight", "1.2345", "Weight must be a positive number (lb) with at most 3 decimals"],
  ["weight", "10000.5", "Weight must be at most 10,000 lb"],
  ["dimensions", "12x8.5", messages.dimensionsShape],
  ["dimensions", "12x8x3x1", messages.dimensionsShape],
  ["dimensions", "12 by 8 by 3", messages.dimensionsShape],
  ["dimensions", "12x0x3", "Width must be more than 0"],
  ["dimensions", "12x8x-3", "Height must be a positive number (in) with at most 3 decimals"],
  ["dimensions", "1200x8x3", "Length must be at most 1,000 in"],
])("refuses %s %j, naming why, and writes nothing of the line", async (column, cell, why) => {
  const number = await newPart();
  const { lines } = await importFile(
    admin,
    csv(`partNumber,price,${column}`, `${number},99,${cell}`),
  );
  expect(lines[0]).toMatchObject({
    action: "refused",
    message: messages.cellProblem(column, why),
  });
  expect(await partByNumber(number)).toMatchObject({ priceCents: 1250, retiredAt: null });
});
