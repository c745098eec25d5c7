/** @jest-environment node */
// Every line the import refuses names its reason, and a refused line writes nothing while the
// file's other lines still go in.
import { priceTierFormTexts } from "@/domains/catalog/price-tier-form-texts";
import { catalogMessages, partImportMessages as messages } from "@/domains/catalog";
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
let existing: string;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  existing = newNumber("EX");
  await importFile(
    admin,
    csv(`${NEW_PART_HEADER},priceTiers`, `${newPartLine(existing, "10.00")},40:9.00`),
  );
});

/** Imports one header and line after a good new part, and answers the second line's report. */
async function refusalOf(header: string, line: string) {
  const good = newNumber("OK");
  const padding = header.split(",").length - NEW_PART_HEADER.split(",").length;
  const { run, lines } = await importFile(
    admin,
    csv(header, `${newPartLine(good)}${",".repeat(padding)}`, line),
  );
  expect(run.state).toBe("done");
  expect(lines[0]).toMatchObject({ line: 2, action: "add" });
  expect(await partByNumber(good)).toBeDefined();
  expect(lines[1]).toMatchObject({ line: 3, action: "refused", changes: [] });
  return lines[1]!.message;
}

it.each([
  [
    "an unknown category",
    `${NEW_PART_HEADER},category`,
    (n: string) => `${newPartLine(n)},Brakes › Drums`,
    messages.cellProblem("category", messages.unknownCategory("Brakes › Drums")),
  ],
  [
    "a quantity that is not a whole number",
    NEW_PART_HEADER,
    (n: string) => newPartLine(n).replace(",100,4,", ",100,4.5,"),
    messages.cellProblem("orderQty", "Maximum order quantity must be a whole number"),
  ],
  [
    "a text too long",
    NEW_PART_HEADER,
    (n: string) => newPartLine(n).replace(`Brake pad set ${n}`, "x".repeat(201)),
    messages.cellProblem("productName", "Product name is too long"),
  ],
  [
    "a formula-looking cell",
    NEW_PART_HEADER,
    (n: string) => newPartLine(n).replace(`Brake pad set ${n}`, "=HYPERLINK(1)"),
    messages.formula("productName"),
  ],
  [
    "a bad tier ladder",
    `${NEW_PART_HEADER},priceTiers`,
    (n: string) => `${newPartLine(n)},100:9.00|50:8.00`,
    messages.cellProblem("priceTiers", priceTierFormTexts.tierQuantityNotRising(2)),
  ],
  [
    "tiers written another way",
    `${NEW_PART_HEADER},priceTiers`,
    (n: string) => `${newPartLine(n)},100=9.00`,
    messages.cellProblem("priceTiers", messages.tiersShape),
  ],
  [
    "a price below a tier",
    `${NEW_PART_HEADER},priceTiers`,
    (n: string) => `${newPartLine(n, "8.00")},40:9.00`,
    messages.cellProblem("priceTiers", priceTierFormTexts.tierNotCheaper(1)),
  ],
  [
    "an image from a host that is not allowed",
    NEW_PART_HEADER,
    (n: string) => newPartLine(n).replace("/images/parts/pads.svg", "https://evil.example/x.png"),
    catalogMessages.imageHostNotAllowed("evil.example"),
  ],
  [
    "a line with more cells than the header",
    NEW_PART_HEADER,
    (n: string) => `${newPartLine(n)},extra`,
    messages.tooManyCells(8, 7),
  ],
  [
    "no part number",
    NEW_PART_HEADER,
    (n: string) => newPartLine(n).replace(n, ""),
    messages.noPartNumber,
  ],
])("refuses %s, naming it", async (_reason, header, line, message) => {
  const number = newNumber("R");
  expect(await refusalOf(header, line(number))).toBe(message);
  expect(await partByNumber(number)).toBeUndefined();
});

it("refuses a new part that lacks what Add Product requires, naming what it lacks", async () => {
  const number = newNumber("M");
  const { lines } = await importFile(
    admin,
    csv("partNumber,productName,price", `${number},Pads,9.00`),
  );
  expect(lines[0]).toMatchObject({
    action: "refused",
    message: messages.missingForNew(["productDescription", "availableQty", "orderQty", "image"]),
  });
  expect(await partByNumber(number)).toBeUndefined();
});

it("refuses a number twice in one file, however spelt, on its second line", async () => {
  const number = newNumber("D");
  const { run, lines } = await importFile(
    admin,
    csv(NEW_PART_HEADER, newPartLine(number), newPartLine(number.toLowerCase(), "99.00")),
  );
  expect(run.summary).toEqual({ add: 1, change: 0, unchanged: 0, refused: 1 });
  expect(lines[1]).toMatchObject({
    action: "refused",
    message: messages.duplicate(number.toLowerCase(), 2),
  });
  expect(await partByNumber(number)).toMatchObject({ priceCents: 1250 });
});

it("refuses a change that breaks the stored part's rules: a price under its price break", async () => {
  const { lines } = await importFile(admin, csv("partNumber,price", `${existing},8.50`));
  expect(lines[0]).toMatchObject({
    action: "refused",
    message: messages.cellProblem("priceTiers", priceTierFormTexts.tierNotCheaper(1)),
  });
  expect(await partByNumber(existing)).toMatchObject({ priceCents: 1000 });
});
