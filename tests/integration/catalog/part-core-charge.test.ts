/** @jest-environment node */
// A part's core deposit through the admin calls and the import, on both databases (issue 34):
// Add Product, the update and an import's coreCharge column set it (0 by default, dollars in,
// cents kept), the part JSON answers it, and a wrong one is refused with nothing written.
import { demo, demoUser } from "../../helpers/accounts";
import { partJsonOf, patchPartAsAdmin, postPartAsAdmin } from "./part-admin-calls";
import { createPart, partRow, snapshot, type Buyer } from "../../helpers/orders";
import {
  NEW_PART_HEADER,
  csv,
  importFile,
  newNumber,
  newPartLine,
  partByNumber,
} from "../catalog-import/import-calls";

let admin: Buyer;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
});

let made = 0;
const newPart = (changes: Record<string, unknown> = {}) => ({
  productName: `Remanufactured Starter ${++made}`,
  availableQty: "40",
  orderQty: "2",
  price: "189.00",
  productDescription: "Rebuilt starter; its old core is owed back.",
  image: "/images/parts/starter-motor.svg",
  ...changes,
});

const post = postPartAsAdmin;
const patch = patchPartAsAdmin;
const coreChargeOf = async (id: string) =>
  (
    (await partJsonOf(id)) as {
      coreCharge: number;
    }
  ).coreCharge;

const BAD_VALUES: [string, unknown, RegExp][] = [
  ["a negative deposit", "-5", /Core deposit must be a positive amount/],
  ["a deposit past 10,000$", 10_000.01, /Core deposit must be at most 10,000\$/],
  ["a deposit with 3 decimals", "45.005", /at most 2 decimals/],
  ["a deposit that is not a number", "free", /Core deposit must be a positive amount/],
];

describe("Add Product's call", () => {
  it("keeps the deposit given, and 0 without one", async () => {
    const given = await post(newPart({ coreCharge: "45.50" }));
    expect(given.status).toBe(201);
    const id = (given.body as { insertedId: string }).insertedId;
    expect(await coreChargeOf(id)).toBe(45.5);
    expect(await partRow(id)).toMatchObject({ coreChargeCents: 4_550 });
    const none = await post(newPart());
    expect(await coreChargeOf((none.body as { insertedId: string }).insertedId)).toBe(0);
  });

  it.each(BAD_VALUES)("refuses %s with a 400 and adds nothing", async (_, coreCharge, error) => {
    const before = await snapshot();
    const answer = await post(newPart({ coreCharge }));
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(error);
    expect(await snapshot()).toEqual(before);
  });
});

describe("the update", () => {
  it("sets and clears the deposit", async () => {
    const part = await createPart();
    expect((await patch(part.id, { coreCharge: 10_000 })).status).toBe(200);
    expect(await coreChargeOf(part.id)).toBe(10_000);
    expect((await patch(part.id, { coreCharge: 0 })).status).toBe(200);
    expect(await partRow(part.id)).toMatchObject({ coreChargeCents: 0 });
  });

  it.each(BAD_VALUES)("refuses %s with a 400 and changes nothing", async (_, coreCharge, error) => {
    const part = await createPart({ coreChargeCents: 1_500 });
    const answer = await patch(part.id, { coreCharge, productName: "Changed" });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(error);
    expect(await partRow(part.id)).toEqual(part);
  });
});

describe("the import's coreCharge column", () => {
  it("adds, changes and clears a deposit (an empty cell is none)", async () => {
    const number = newNumber("CORE");
    const added = await importFile(
      admin,
      csv(`${NEW_PART_HEADER},coreCharge`, `${newPartLine(number)},45`),
    );
    expect(added.run.summary).toMatchObject({ add: 1, refused: 0 });
    expect(await partByNumber(number)).toMatchObject({ coreChargeCents: 4_500 });

    const changed = await importFile(admin, csv("partNumber,coreCharge", `${number},12.50`));
    expect(changed.lines[0]).toMatchObject({ action: "change", changes: ["coreCharge"] });
    expect(await partByNumber(number)).toMatchObject({ coreChargeCents: 1_250 });
    const same = await importFile(admin, csv("partNumber,coreCharge", `${number},12.5`));
    expect(same.lines[0]).toMatchObject({ action: "unchanged" });

    await importFile(admin, csv("partNumber,coreCharge", `${number},`));
    expect(await partByNumber(number)).toMatchObject({ coreChargeCents: 0 });
  });

  it.each(BAD_VALUES)("refuses %s on its line, naming the column", async (_, cell, error) => {
    const number = newNumber("CORE");
    await importFile(admin, csv(`${NEW_PART_HEADER},coreCharge`, `${newPartLine(number)},7`));
    const { lines } = await importFile(admin, csv("partNumber,coreCharge", `${number},${cell}`));
    expect(lines[0]).toMatchObject({ action: "refused" });
    expect(lines[0]!.message).toMatch(/coreCharge/);
    expect(lines[0]!.message).toMatch(error);
    expect(await partByNumber(number)).toMatchObject({ coreChargeCents: 700 });
  });
});
