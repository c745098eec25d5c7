/** @jest-environment node */
// A part's GTIN through the admin calls (issue 35): Add Product and the update set it (digits
// kept as given, null when unknown), the part JSON answers it, a bad or taken one is refused
// with nothing written.
import { gtinTexts } from "@/domains/catalog/gtin-texts";
import { partJsonOf, patchPartAsAdmin, postPartAsAdmin } from "./part-admin-calls";
import { createPart, partRow, snapshot } from "../../helpers/orders";

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
