/** @jest-environment node */
// A PIES 7.1 file (the fixture written to the published schema) through the same import: its
// Items become lines, judged and written as a CSV's (their packages' weight and size too); the
// rest of the file is counted as ignored.
import fs from "node:fs";
import path from "node:path";
import { partImportMessages as messages } from "@/domains/catalog";
import { resetConfigForTests } from "@/lib/config";
import { gtinTexts } from "@/domains/catalog/gtin-texts";
import { piesMessages } from "@/domains/catalog/import/pies-texts";
import { demo, demoUser } from "../../helpers/accounts";
import { importFile, newGtin, newNumber, partByNumber, postFile } from "./import-calls";

const FIXTURE = path.join(process.cwd(), "tests/fixtures/pies/pies-7.1-sample.xml");
const ITEM_NUMBERS = ["BP-1234", "BR-5521", "ALT-13850R", "OF-2210"];

let admin: { uid: string };
const savedHosts = process.env.IMAGE_HOSTS;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  process.env.IMAGE_HOSTS = "assets.redline-parts.example";
  resetConfigForTests();
});
afterAll(() => {
  process.env.IMAGE_HOSTS = savedHosts;
  resetConfigForTests();
});

/**
 * The fixture with its Items' own numbers and GTINs made this run's, so no demo part is met and
 * no GTIN is taken (`gtins`: each Item's, in the file's order).
 */
function fixtureWithOwnNumbers() {
  const numbers = Object.fromEntries(ITEM_NUMBERS.map((number) => [number, newNumber(number)]));
  let xml = fs.readFileSync(FIXTURE, "utf8");
  for (const [number, own] of Object.entries(numbers))
    xml = xml.replace(`<PartNumber>${number}</PartNumber>`, `<PartNumber>${own}</PartNumber>`);
  const gtins: string[] = [];
  xml = xml.replace(/(<ItemLevelGTIN[^>]*>)\d+</g, (_, opening: string) => {
    gtins.push(newGtin());
    return `${opening}${gtins.at(-1)}<`;
  });
  return { xml, numbers, gtins };
}

it("imports the Items a shop can sell, refuses the others with their reasons, and counts what it ignores", async () => {
  const { xml, numbers, gtins } = fixtureWithOwnNumbers();
  const { run, lines } = await importFile(admin, xml, { contentType: "application/xml" });
  expect(run).toMatchObject({
    state: "done",
    format: "pies",
    pies: { version: "7.1", priceType: "LST" },
    summary: { add: 2, change: 0, unchanged: 0, refused: 3 },
  });
  expect(run.ignored).toMatchObject({ Header: 1, Trailer: 1 });
  expect(run.ignored).not.toHaveProperty("ItemLevelGTIN");
  expect(lines.map(({ line, action, message }) => [line, action, message])).toEqual([
    [46, "add", messages.adds],
    [
      135,
      "refused",
      messages.cellProblem("image", "The image must be an uploaded file or an https:// URL"),
    ],
    [199, "add", messages.adds],
    [259, "refused", messages.missingForNew(["productDescription", "price"])],
    [303, "refused", messages.noPartNumber],
  ]);
  expect(await partByNumber(numbers["BP-1234"]!)).toMatchObject({
    productName: "Ceramic Brake Pad Set, Front",
    brand: "Redline Friction",
    priceCents: 4295,
    gtin: gtins[0],
    minOrderQty: 4,
    availableQty: 0,
    oemNumbers: ["04465-06090", "04465-33450", "D1210"],
    image: "https://assets.redline-parts.example/BP-1234_P04.jpg",
    weight: 2.35,
    dimensions: { length: 7.25, width: 5.75, height: 2.5 },
  });
  expect(await partByNumber(numbers["BR-5521"]!)).toBeUndefined();
});

it("keeps the each package's weight in pounds and its shipping sides in inches, whatever units the file used", async () => {
  const { xml, numbers } = fixtureWithOwnNumbers();
  const { lines } = await importFile(admin, xml, { contentType: "application/xml" });
  expect(lines[2]).toMatchObject({
    action: "add",
    changes: expect.arrayContaining(["weight", "dimensions"]),
  });
  // Weights UOM="OZ" 227.2; Dimensions UOM="MM", shipping 267 x 216 x 216.
  expect(await partByNumber(numbers["ALT-13850R"]!)).toMatchObject({
    weight: 14.2,
    dimensions: { length: 10.512, width: 8.504, height: 8.504 },
  });
});

it("the same PIES file again finds every part it added unchanged", async () => {
  const { xml } = fixtureWithOwnNumbers();
  await importFile(admin, xml, { contentType: "application/xml" });
  const again = await importFile(admin, xml, { contentType: "application/xml" });
  expect(again.run.summary).toEqual({ add: 0, change: 0, unchanged: 2, refused: 3 });
});

it("refuses an Item whose ItemLevelGTIN is wrong, with the reason", async () => {
  const { xml, numbers } = fixtureWithOwnNumbers();
  const wrong = xml.replace(/(<ItemLevelGTIN[^>]*>)\d+</, "$1036000291453<");
  const { lines } = await importFile(admin, wrong, { contentType: "application/xml" });
  expect(lines[0]).toMatchObject({
    action: "refused",
    message: messages.cellProblem("gtin", gtinTexts.wrongCheckDigit),
  });
  expect(await partByNumber(numbers["BP-1234"]!)).toBeUndefined();
});

it("keeps a padded UPC as its 12 printed digits; the same number in another length is taken", async () => {
  const first = fixtureWithOwnNumbers();
  const padded = first.xml.replace(/(<ItemLevelGTIN[^>]*>)(\d+)</, "$100$2<");
  await importFile(admin, padded, { contentType: "application/xml" });
  expect(await partByNumber(first.numbers["BP-1234"]!)).toMatchObject({ gtin: first.gtins[0] });

  const second = fixtureWithOwnNumbers();
  const sameNumber = second.xml.replace(
    /<ItemLevelGTIN[^>]*>\d+</,
    `<ItemLevelGTIN>00${first.gtins[0]}<`,
  );
  const { lines } = await importFile(admin, sameNumber, { contentType: "application/xml" });
  expect(lines[0]).toMatchObject({
    action: "refused",
    message: messages.cellProblem("gtin", gtinTexts.taken),
  });
  expect(await partByNumber(second.numbers["BP-1234"]!)).toBeUndefined();
});

it("refuses an Item whose number is longer than its GTINQualifier's barcode", async () => {
  const { xml, numbers } = fixtureWithOwnNumbers();
  const ean = xml.replace(/(<ItemLevelGTIN GTINQualifier="UP">)\d+</, "$104006381333931<");
  const { lines, run } = await importFile(admin, ean, { contentType: "application/xml" });
  expect(lines[0]).toMatchObject({
    line: 46,
    partNumber: numbers["BP-1234"],
    action: "refused",
    message: messages.cellProblem(
      "gtin",
      piesMessages.gtinLongerThanQualifier("UP", 12, "04006381333931"),
    ),
  });
  expect(run.summary).toMatchObject({ add: 1, refused: 4 });
  expect(await partByNumber(numbers["BP-1234"]!)).toBeUndefined();
});

it.each([
  ["a root that is not PIES", "<?xml version='1.0'?><Catalog><Items/></Catalog>", "notPies"],
  ["a DOCTYPE", "<!DOCTYPE PIES [<!ENTITY x 'y'>]><PIES><Items/></PIES>", "doctype"],
])("refuses %s at once", async (_what, xml, kind) => {
  const answer = await postFile(admin, xml, { contentType: "application/xml" });
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({
    error:
      kind === "doctype" ? expect.stringContaining("DOCTYPE") : expect.stringContaining("Catalog"),
  });
});

it("a file that breaks further down fails the import with the line, and writes nothing", async () => {
  const number = newNumber("XML");
  const xml = `<PIES><Items><Item><PartNumber>${number}</PartNumber>\n<Unclosed></Item></Items></PIES>`;
  const { run } = await importFile(admin, xml, { contentType: "application/xml" });
  expect(run.state).toBe("failed");
  expect(run.error).toContain("The PIES file is not well-formed XML: line 2");
  expect(await partByNumber(number)).toBeUndefined();
});
