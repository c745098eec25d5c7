/** @jest-environment node */
// A file's lines, judged and written: new parts, partial-column updates (a price list, a stock
// feed), every spelling of a number, idempotence, and a dry run that writes nothing.
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

it("adds new parts with Add Product's defaults, and says so line by line", async () => {
  const [first, second] = [newNumber(), newNumber()];
  const { run, lines } = await importFile(
    admin,
    csv(NEW_PART_HEADER, newPartLine(first), newPartLine(second, "8.00")),
  );
  expect(run).toMatchObject({
    state: "done",
    dryRun: false,
    format: "csv",
    summary: { add: 2, change: 0, unchanged: 0, refused: 0 },
  });
  expect(lines.map(({ line, action }) => [line, action])).toEqual([
    [2, "add"],
    [3, "add"],
  ]);
  expect(await partByNumber(second)).toMatchObject({
    productName: `Brake pad set ${second}`,
    priceCents: 800,
    availableQty: 100,
    minOrderQty: 4,
    orderMultiple: 1,
    brand: "Redline",
    category: "Other › General",
    priceTiers: [],
    creatorUid: admin.uid,
  });
});

it("a dry run reports what would happen and writes nothing", async () => {
  const number = newNumber();
  const { run, lines } = await importFile(admin, csv(NEW_PART_HEADER, newPartLine(number)), {
    dryRun: true,
  });
  expect(run).toMatchObject({ state: "done", dryRun: true, summary: { add: 1 } });
  expect(lines[0]).toMatchObject({ action: "add", partNumber: number });
  expect(await partByNumber(number)).toBeUndefined();
});

it("a price list and a stock feed change only their own columns; any spelling of the number matches", async () => {
  const number = newNumber("PL");
  await importFile(admin, csv(NEW_PART_HEADER, newPartLine(number)));
  const respelt = number.toLowerCase().replaceAll("-", " ");

  const prices = await importFile(admin, csv("partNumber,price", `${respelt},13.75`));
  expect(prices.lines[0]).toMatchObject({ action: "change", changes: ["price"] });
  const stock = await importFile(admin, csv("PARTNUMBER,AvailableQty", `${number},7`));
  expect(stock.lines[0]).toMatchObject({ action: "change", changes: ["availableQty"] });

  expect(await partByNumber(number)).toMatchObject({
    partNumber: number,
    priceCents: 1375,
    availableQty: 7,
    productName: `Brake pad set ${number}`,
    minOrderQty: 4,
  });
});

it("lists, tiers and specs are read from their cells; the same file again changes nothing", async () => {
  const number = newNumber("LS");
  const file = csv(
    `${NEW_PART_HEADER},priceTiers,oemNumbers,specs,brand,category,orderMultiple,lowStockQty`,
    `${newPartLine(number, "10.00")},40:9.50|100:9.00,OE-1|oe 2,Position: Front|Material: Ceramic,Bosch,Brakes › Pads,2,30`,
  );
  const first = await importFile(admin, file);
  expect(first.run.summary).toEqual({ add: 1, change: 0, unchanged: 0, refused: 0 });
  expect(await partByNumber(number)).toMatchObject({
    priceTiers: [
      { minQty: 40, priceCents: 950 },
      { minQty: 100, priceCents: 900 },
    ],
    oemNumbers: ["OE-1", "oe 2"],
    specs: [
      { name: "Position", value: "Front" },
      { name: "Material", value: "Ceramic" },
    ],
    brand: "Bosch",
    category: "Brakes › Pads",
    orderMultiple: 2,
    lowStockQty: 30,
  });

  const again = await importFile(admin, file);
  expect(again.run.summary).toEqual({ add: 0, change: 0, unchanged: 1, refused: 0 });
  expect(again.lines[0]).toMatchObject({ action: "unchanged", changes: [] });
});

it("reads a BOM, CRLF line ends, quoted cells and columns in any order", async () => {
  const number = newNumber("Q");
  const file =
    "\uFEFFimage,orderQty,availableQty,price,productDescription,productName,partNumber\r\n" +
    `/images/parts/pads.svg,4,10,5.00,"Fits ""most"" cars, front and rear","Pads, ceramic",${number}\r\n`;
  const { run } = await importFile(admin, file);
  expect(run.summary.add).toBe(1);
  expect(await partByNumber(number)).toMatchObject({
    productName: "Pads, ceramic",
    productDescription: 'Fits "most" cars, front and rear',
  });
});
