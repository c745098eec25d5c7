/** @jest-environment node */
// The finder's best match with a vehicle (issue 28): parts that fit it or every vehicle before
// those that fit under conditions, parts named for the words before parts that only mention
// them, in stock before out of stock among equally relevant ones; parts that do not fit are not
// listed. Ordered by the database, so every page of the list agrees with the whole. And a
// corrected search says what it searched for, and can search for the words as typed.
import type { PartJson } from "@/domains/catalog/part-json";
import { searchParts } from "@/domains/catalog/server";
import { find, insertParts } from "../../helpers/finder";
import { addFitment, createVehicle, makeUniversal } from "../../helpers/vehicles";

const BRAND = "Zorvex Ranking";
const MAKE = "Testmake Ranking";

let vehicle: string;
const p: Record<string, PartJson> = {};
beforeAll(async () => {
  vehicle = await createVehicle({ year: 1951, make: MAKE, model: "Hauler" });
  const other = await createVehicle({ year: 1952, make: MAKE, model: "Hauler" });
  const pads = { brand: BRAND, category: "Brakes › Pads" };
  const [soldOut, fits, universal, noted, elsewhere, rotor] = await insertParts([
    { ...pads, productName: "Zorvex Severe Brake Pad Set", partNumber: "ZR-1", availableQty: 0 },
    { ...pads, productName: "Zorvex Ceramic Brake Pad Set", partNumber: "ZR-2" },
    { ...pads, productName: "Zorvex Universal Brake Pad Kit", partNumber: "ZR-3" },
    { ...pads, productName: "Zorvex Towing Brake Pad Set", partNumber: "ZR-4" },
    { ...pads, productName: "Zorvex Racing Brake Pad Set", partNumber: "ZR-5" },
    {
      brand: BRAND,
      category: "Brakes › Rotors",
      productName: "Zorvex Vented Rotor",
      partNumber: "ZR-6",
      productDescription: "Pairs with our brake pads.",
    },
  ]);
  Object.assign(p, { soldOut, fits, universal, noted, elsewhere, rotor });
  await addFitment(soldOut._id, vehicle);
  await addFitment(fits._id, vehicle);
  await makeUniversal(universal._id);
  await addFitment(noted._id, vehicle, { note: "with the towing package" });
  await addFitment(elsewhere._id, other);
  await addFitment(rotor._id, vehicle);
});

const ids = (...found: PartJson[]) => found.map((part) => part._id);

describe("GET /api/parts?q=…&vehicle=… (best match)", () => {
  it("ranks fitting and universal parts in stock first, and lists no part that does not fit", async () => {
    const found = await find({ q: "brkae pads", vehicle, brand: BRAND });
    expect(found.status).toBe(200);
    const order = found.parts.map((part) => part._id);
    expect(order.slice(0, 2).sort()).toEqual(ids(p.fits!, p.universal!).sort());
    expect(order.slice(2)).toEqual(ids(p.soldOut!, p.rotor!, p.noted!));
    expect(order).not.toContain(p.elsewhere!._id);
    expect(found.parts.map((part) => part.fitment)).toEqual([
      expect.stringMatching(/^(fits|universal)$/),
      expect.stringMatching(/^(fits|universal)$/),
      "fits",
      "fits",
      "conditional",
    ]);
  });

  it("pages the same order: the pages put together are the whole list", async () => {
    const whole = await find({ q: "brake pads", vehicle, brand: BRAND });
    const pages = await Promise.all(
      ["1", "2", "3"].map((page) =>
        find({ q: "brake pads", vehicle, brand: BRAND, limit: "2", page }),
      ),
    );
    expect(pages.flatMap((page) => ids(...page.parts))).toEqual(ids(...whole.parts));
    expect(pages[0]).toMatchObject({ total: 5, pageCount: 3 });
  });

  it("lists the parts for a vehicle alone fitting first, in stock first", async () => {
    const found = await find({ vehicle, brand: BRAND });
    const order = found.parts.map((part) => part._id);
    expect(order.indexOf(p.soldOut!._id)).toBe(3);
    expect(order.at(-1)).toBe(p.noted!._id);
  });

  it("keeps a sort the buyer chose", async () => {
    const found = await find({ q: "brake pads", vehicle, brand: BRAND, sort: "name" });
    expect(found.names).toEqual([
      "Zorvex Ceramic Brake Pad Set",
      "Zorvex Severe Brake Pad Set",
      "Zorvex Towing Brake Pad Set",
      "Zorvex Universal Brake Pad Kit",
      "Zorvex Vented Rotor",
    ]);
  });
});

describe("GET /api/parts?q=… without a vehicle", () => {
  it("puts parts in stock before one sold out among parts named for the words", async () => {
    const found = await find({ q: "brake pads", brand: BRAND });
    const order = found.parts.map((part) => part._id);
    expect(order.indexOf(p.soldOut!._id)).toBe(4);
    expect(order.at(-1)).toBe(p.rotor!._id);
  });
});

describe("a corrected search", () => {
  const filters = { q: "brkae pads", brands: [BRAND], inStock: false };

  it("tells what it searched for", async () => {
    const listing = await searchParts(filters, "relevance", 1, 24);
    expect(listing.correctedQuery).toBe("brake pads");
    expect(listing.total).toBe(6);
  });

  it("searches for the words as typed when asked (asTyped=1): nothing is spelt 'brkae'", async () => {
    const listing = await searchParts({ ...filters, asTyped: true }, "relevance", 1, 24);
    expect(listing).toMatchObject({ total: 0 });
    expect(listing.correctedQuery).toBeUndefined();
    const found = await find({ q: "brkae pads", brand: BRAND, asTyped: "1" });
    expect(found).toMatchObject({ status: 200, total: 0 });
  });

  it("says nothing when no word was corrected", async () => {
    const listing = await searchParts({ ...filters, q: "brake pads" }, "relevance", 1, 24);
    expect(listing.correctedQuery).toBeUndefined();
  });

  it("refuses an asTyped that is not 1 or 0", async () => {
    const found = await find({ q: "brake", asTyped: "yes" });
    expect(found.status).toBe(400);
    expect(JSON.stringify(found.body)).toContain("asTyped must be 1");
  });
});
