/** @jest-environment node */
// A part's GTIN through the admin calls and the import (issue 35): Add Product, the update and
// the import's gtin column set it (digits kept as given, null when unknown), the part JSON
// answers it, a bad or taken one is refused with nothing written.
import { gtinTexts } from "@/domains/catalog/gtin-texts";
import { partDataMessages } from "@/domains/catalog/catalog-texts";
import { partJsonOf, patchPartAsAdmin, postPartAsAdmin } from "./part-admin-calls";
import { createPart, partRow, snapshot } from "../../helpers/orders";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";
import { demo, demoUser } from "../../helpers/accounts";
import {
  NEW_PART_HEADER,
  csv,
  importFile,
  newGtin,
  newNumber,
  newPartLine,
  partByNumber,
} from "../catalog-import/import-calls";

let made = 0;
const newPart = (changes: Record<string, unknown> = {}) => ({
  productName: `Oil Filter ${++made}`,
  availableQty: "40",
  orderQty: "2",
  price: "9.00",
  productDescription: "Spin-on oil filter.",
  image: "/images/parts/starter-motor.svg",
  ...changes,
});
const insertedId = (body: unknown) => (body as { insertedId: string }).insertedId;
const gtinOf = async (id: string) => ((await partJsonOf(id)) as { gtin: string | null }).gtin;
const errorOf = (body: unknown) => (body as { error: string }).error;

// Valid GTINs of each length, one a test (the index is unique across the file's parts).
const gtins = ["012345678905", "4006381333931", "96385074", "00012345600012", "036000291452"];

describe("Add Product's call", () => {
  it("keeps the GTIN given (dashes dropped), and null without one", async () => {
    const given = await postPartAsAdmin(newPart({ gtin: "0-12345-67890-5" }));
    expect(given.status).toBe(201);
    const id = insertedId(given.body);
    expect(await gtinOf(id)).toBe(gtins[0]);
    expect(await partRow(id)).toMatchObject({ gtin: gtins[0] });
    const none = await postPartAsAdmin(newPart({ gtin: "" }));
    expect(await gtinOf(insertedId(none.body))).toBeNull();
  });

  it.each([
    ["a wrong length", "12345", gtinTexts.wrongLength],
    ["a wrong check digit", "4006381333930", gtinTexts.wrongCheckDigit],
    ["letters", "ABCDEFGH", gtinTexts.notDigits],
  ])("refuses %s with a 400 and adds nothing", async (_, gtin, message) => {
    const before = await snapshot();
    const answer = await postPartAsAdmin(newPart({ gtin }));
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body)).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a GTIN another part has with a 409, like a taken part number", async () => {
    await postPartAsAdmin(newPart({ gtin: gtins[1] }));
    const before = await snapshot();
    const answer = await postPartAsAdmin(newPart({ gtin: gtins[1] }));
    expect(answer.status).toBe(409);
    expect(errorOf(answer.body)).toBe(gtinTexts.taken);
    expect(await snapshot()).toEqual(before);
  });

  // The same rule of the database's unique index answers both (lib/db/unique-clash.ts).
  it("refuses a part number another part has, in another spelling, with a 409", async () => {
    const number = `GT-${Date.now()}`;
    expect((await postPartAsAdmin(newPart({ partNumber: number }))).status).toBe(201);
    const before = await snapshot();
    const answer = await postPartAsAdmin(newPart({ partNumber: number.toLowerCase() }));
    expect(answer.status).toBe(409);
    expect(errorOf(answer.body)).toBe(partDataMessages.partNumberTaken(number.toLowerCase()));
    expect(await snapshot()).toEqual(before);
  });
});

describe("the update", () => {
  it("sets and clears the GTIN", async () => {
    const part = await createPart();
    expect((await patchPartAsAdmin(part.id, { gtin: gtins[2] })).status).toBe(200);
    expect(await gtinOf(part.id)).toBe(gtins[2]);
    expect((await patchPartAsAdmin(part.id, { gtin: null })).status).toBe(200);
    expect(await gtinOf(part.id)).toBeNull();
  });

  it("refuses a bad GTIN and changes nothing", async () => {
    const part = await createPart();
    const answer = await patchPartAsAdmin(part.id, { gtin: "036000291453", productName: "X" });
    expect(answer.status).toBe(400);
    expect(errorOf(answer.body)).toContain(gtinTexts.wrongCheckDigit);
    expect(await partRow(part.id)).toEqual(part);
  });

  it("refuses a taken GTIN with a 409 and changes nothing", async () => {
    const owner = await createPart();
    await patchPartAsAdmin(owner.id, { gtin: gtins[3] });
    const part = await createPart();
    const answer = await patchPartAsAdmin(part.id, { gtin: gtins[3], productName: "Changed" });
    expect(answer.status).toBe(409);
    expect(errorOf(answer.body)).toBe(gtinTexts.taken);
    expect(await partRow(part.id)).toEqual(part);
  });
});

describe("the import's gtin column", () => {
  it("adds a part with one or without (null), changes it, and a blank cell leaves it", async () => {
    const [withGtin, without] = [newNumber("GTIN"), newNumber("GTIN")];
    const [first, second] = [newGtin(), newGtin()];
    const admin = await demoUser(demo.admin);
    const added = await importFile(
      admin,
      csv(
        `${NEW_PART_HEADER},gtin`,
        `${newPartLine(withGtin)},${first}`,
        `${newPartLine(without)},`,
      ),
    );
    expect(added.run.summary).toMatchObject({ add: 2, refused: 0 });
    expect(await partByNumber(withGtin)).toMatchObject({ gtin: first });
    expect(await partByNumber(without)).toMatchObject({ gtin: null });

    const changed = await importFile(admin, csv("partNumber,gtin", `${withGtin},${second}`));
    expect(changed.lines[0]).toMatchObject({ action: "change", changes: ["gtin"] });
    expect(await partByNumber(withGtin)).toMatchObject({ gtin: second });
    const blank = await importFile(admin, csv("partNumber,gtin", `${withGtin},`));
    expect(blank.lines[0]).toMatchObject({ action: "unchanged" });
    expect(await partByNumber(withGtin)).toMatchObject({ gtin: second });
  });

  it("refuses a bad GTIN and one another part (or an earlier line) has, each on its line", async () => {
    const admin = await demoUser(demo.admin);
    const [owner, bad, clash, fourth] = ["a", "b", "c", "d"].map(() => newNumber("GTIN"));
    const [taken, fresh] = [newGtin(), newGtin()];
    await importFile(admin, csv(`${NEW_PART_HEADER},gtin`, `${newPartLine(owner!)},${taken}`));
    await importFile(
      admin,
      csv(NEW_PART_HEADER, ...[bad, clash, fourth].map((n) => newPartLine(n!))),
    );
    const { lines } = await importFile(
      admin,
      csv(
        "partNumber,gtin",
        `${bad},12345`,
        `${clash},${taken}`,
        `${fourth},${fresh}`,
        `${owner},${fresh}`,
      ),
    );
    const takenMessage = messages.cellProblem("gtin", gtinTexts.taken);
    expect(lines.map(({ action, message }) => [action, message])).toEqual([
      ["refused", messages.cellProblem("gtin", gtinTexts.wrongLength)],
      ["refused", takenMessage],
      ["change", messages.changes(["gtin"])],
      ["refused", takenMessage],
    ]);
    expect(await partByNumber(bad!)).toMatchObject({ gtin: null });
    expect(await partByNumber(clash!)).toMatchObject({ gtin: null });
    expect(await partByNumber(fourth!)).toMatchObject({ gtin: fresh });
    expect(await partByNumber(owner!)).toMatchObject({ gtin: taken });
  });
});

describe("one GTIN, whatever its length", () => {
  // GS1 keeps GTINs in 14 digits: 0-padding a UPC names the same barcode (the check digit holds).
  it("refuses the same number padded to 13 or 14 digits through the calls, writing nothing", async () => {
    const upc = newGtin();
    expect((await postPartAsAdmin(newPart({ gtin: upc }))).status).toBe(201);
    const before = await snapshot();
    const added = await postPartAsAdmin(newPart({ gtin: `00${upc}` }));
    expect(added.status).toBe(409);
    expect(errorOf(added.body)).toBe(gtinTexts.taken);
    expect(await snapshot()).toEqual(before);
    const part = await createPart();
    const updated = await patchPartAsAdmin(part.id, { gtin: `0${upc}`, productName: "Changed" });
    expect(updated.status).toBe(409);
    expect(await partRow(part.id)).toEqual(part);
  });

  it("refuses it in the import, against the shop and an earlier line of the file", async () => {
    const admin = await demoUser(demo.admin);
    const [owner, clash, first, second] = ["a", "b", "c", "d"].map(() => newNumber("GTIN"));
    const [taken, fresh] = [newGtin(), newGtin()];
    await importFile(admin, csv(`${NEW_PART_HEADER},gtin`, `${newPartLine(owner!)},${taken}`));
    const { lines } = await importFile(
      admin,
      csv(
        `${NEW_PART_HEADER},gtin`,
        `${newPartLine(clash!)},00${taken}`,
        `${newPartLine(first!)},${fresh}`,
        `${newPartLine(second!)},0${fresh}`,
      ),
    );
    const takenMessage = messages.cellProblem("gtin", gtinTexts.taken);
    expect(lines.map(({ action, message }) => [action, message])).toEqual([
      ["refused", takenMessage],
      ["add", messages.adds],
      ["refused", takenMessage],
    ]);
    expect(await partByNumber(clash!)).toBeUndefined();
    expect(await partByNumber(second!)).toBeUndefined();
  });
});
