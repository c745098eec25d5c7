/** @jest-environment node */
// Every fit state, through the finder (`GET /api/parts?vehicle=`) and the batch call
// (`GET /api/vehicles/{id}/fit`), on parts and vehicles of the test's own.
import type { FitState } from "@/domains/fitment/fitment-json";
import type { PartJson } from "@/domains/catalog/part-json";
import { facets, find, insertParts, sumOf } from "../../helpers/finder";
import { addFitment, createVehicle, makeUniversal } from "../../helpers/vehicles";
import { errorOf, fitOf } from "./fitment-calls";

const BRAND = "Testbrand Fitstate";
const MAKE = "Testmake Fitstate";

const v: Record<string, string> = {};
const p: Record<string, PartJson> = {};
beforeAll(async () => {
  const vehicle = (engine?: string, year = 1940) =>
    createVehicle({ year, make: MAKE, model: "Courier", engine });
  v.base = await vehicle();
  v.l4 = await vehicle("2.0L L4");
  v.v6 = await vehicle("3.0L V6");
  v.older = await vehicle(undefined, 1939);
  const [fits, note, engine, universal, other, unknown] = await insertParts([
    { productName: "Fits Pads", partNumber: "FS-1", brand: BRAND, category: "Brakes › Pads" },
    { productName: "Note Filter", partNumber: "FS-2", brand: BRAND, category: "Filters › Oil" },
    { productName: "Engine Belt", partNumber: "FS-3", brand: BRAND, category: "Engine › Belts" },
    { productName: "Universal Fluid", partNumber: "FS-4", brand: BRAND, category: "Filters › Air" },
    { productName: "Other Rotor", partNumber: "FS-5", brand: BRAND, category: "Brakes › Rotors" },
    { productName: "Unknown Plug", partNumber: "FS-6", brand: BRAND, category: "Brakes › Pads" },
  ]);
  Object.assign(p, { fits, note, engine, universal, other, unknown });
  await addFitment(fits._id, v.base, { position: "Front", quantity: 4 });
  await addFitment(note._id, v.base, { note: "with A/C" });
  await addFitment(engine._id, v.l4);
  await makeUniversal(universal._id);
  await addFitment(other._id, v.older);
});

const statesOf = (found: PartJson[]) =>
  Object.fromEntries(found.map((part) => [part.productName, part.fitment]));

describe("GET /api/parts?vehicle=", () => {
  it("finds the parts that fit, universal parts and conditional ones, with their state", async () => {
    const found = await find({ vehicle: v.base!, brand: BRAND });
    expect(found.status).toBe(200);
    expect(statesOf(found.parts)).toEqual({
      "Fits Pads": "fits",
      "Note Filter": "conditional",
      "Engine Belt": "conditional",
      "Universal Fluid": "universal",
    });
    expect(found).toMatchObject({ total: 4, page: 1, pageCount: 1 });
  });

  it("makes a narrower engine's fit a fit once that engine is chosen, and no fit for another", async () => {
    expect(statesOf((await find({ vehicle: v.l4!, brand: BRAND })).parts)).toEqual({
      "Fits Pads": "fits",
      "Note Filter": "conditional",
      "Engine Belt": "fits",
      "Universal Fluid": "universal",
    });
    expect(statesOf((await find({ vehicle: v.v6!, brand: BRAND })).parts)).toEqual({
      "Fits Pads": "fits",
      "Note Filter": "conditional",
      "Universal Fluid": "universal",
    });
  });

  it("every part found fits, is conditional or is universal, demo parts too", async () => {
    const found = await find({ vehicle: v.base!, limit: "100" });
    expect(found.parts.length).toBeGreaterThan(0);
    for (const part of found.parts)
      expect(["fits", "conditional", "universal"]).toContain(part.fitment);
  });

  it("answers without a fitment key when no vehicle is asked about (a blank one is none)", async () => {
    const queries: Record<string, string>[] = [
      { brand: BRAND },
      { brand: BRAND, vehicle: "" },
      { limit: "5" },
    ];
    for (const query of queries) {
      const found = await find(query);
      expect(found.status).toBe(200);
      for (const part of found.parts) expect(part).not.toHaveProperty("fitment");
    }
    expect((await find({ brand: BRAND, vehicle: " " })).total).toBe(6);
  });

  it("pages a vehicle alone like any filtered answer", async () => {
    const alone = await find({ vehicle: v.base! });
    expect(alone.status).toBe(200);
    expect(alone.total).toBeGreaterThanOrEqual(4);
    expect(alone.page).toBe(1);
  });

  it("combines with the text, category, brand, price, stock, sort and paging", async () => {
    const pads = await find({ vehicle: v.base!, brand: BRAND, q: "pads" });
    expect(pads.names).toEqual(["Fits Pads"]);
    const brakes = await find({ vehicle: v.base!, brand: BRAND, category: "Brakes" });
    expect(brakes.names).toEqual(["Fits Pads"]);
    const filters = await find({ vehicle: v.base!, brand: BRAND, category: "Filters" });
    expect(filters.names.sort()).toEqual(["Note Filter", "Universal Fluid"]);
    const cheap = await find({ vehicle: v.base!, brand: BRAND, maxPrice: "5" });
    expect(cheap.total).toBe(0);
    const inStock = await find({ vehicle: v.base!, brand: BRAND, inStock: "1" });
    expect(inStock.total).toBe(4);
    const named = await find({ vehicle: v.base!, brand: BRAND, sort: "name", limit: "3" });
    expect(named.names).toEqual(["Engine Belt", "Fits Pads", "Note Filter"]);
    expect(named).toMatchObject({ total: 4, pageCount: 2 });
    const second = await find({
      vehicle: v.base!,
      brand: BRAND,
      sort: "name",
      limit: "3",
      page: "2",
    });
    expect(statesOf(second.parts)).toEqual({ "Universal Fluid": "universal" });
  });

  it("counts facets over the same parts: they add up to X-Total-Count", async () => {
    const queries: Record<string, string>[] = [
      { vehicle: v.base!, brand: BRAND },
      { vehicle: v.v6!, brand: BRAND },
      { vehicle: v.base! },
      { vehicle: v.base!, category: "Brakes" },
    ];
    for (const query of queries) {
      const [found, counted] = await Promise.all([find(query), facets(query)]);
      expect(counted.status).toBe(200);
      expect(sumOf(counted.facets.categories)).toBe(found.total);
      expect(sumOf(counted.facets.brands)).toBe(found.total);
    }
    const own = await facets({ vehicle: v.base!, brand: BRAND });
    expect(own.facets.categories).toEqual(
      expect.arrayContaining([{ value: "Brakes › Pads", count: 1 }]),
    );
    expect(own.facets.price).toEqual({ min: 10, max: 10 });
  });

  it("answers 404 for an unknown vehicle and 400 for one that cannot be an id", async () => {
    for (const call of [find, facets]) {
      const unknown = await call({ vehicle: "no-such-vehicle" });
      expect(unknown.status).toBe(404);
      expect(errorOf(unknown)).toBe("Vehicle not found");
      const bad = await call({ vehicle: "bad id!" });
      expect(bad.status).toBe(400);
      expect(errorOf(bad)).toMatch(/^vehicle must be/);
    }
  });
});

describe("GET /api/vehicles/{id}/fit", () => {
  it("answers every state, in the order asked, unknown parts left out", async () => {
    const asked = [p.unknown, p.other, p.universal, p.engine, p.note, p.fits].map((x) => x!._id);
    const { status, body } = await fitOf(v.base!, [...asked, "no-such-part"]);
    expect(status).toBe(200);
    const expected: FitState[] = [
      "unknown",
      "does-not-fit",
      "universal",
      "conditional",
      "conditional",
      "fits",
    ];
    expect(body).toEqual(asked.map((partId, at) => ({ partId, fitment: expected[at] })));
  });

  it("says a narrower engine fits that engine and not another", async () => {
    expect((await fitOf(v.l4!, [p.engine!._id])).body).toEqual([
      { partId: p.engine!._id, fitment: "fits" },
    ]);
    expect((await fitOf(v.v6!, [p.engine!._id])).body).toEqual([
      { partId: p.engine!._id, fitment: "does-not-fit" },
    ]);
  });

  it("answers each part once however often it is asked about", async () => {
    const { body } = await fitOf(v.base!, [p.fits!._id, p.fits!._id]);
    expect(body).toEqual([{ partId: p.fits!._id, fitment: "fits" }]);
  });

  it.each([
    ["no part", "", 400, "Name at least one part: part=ID (repeat it for more)."],
    ["a blank part", "part=", 400, "Name at least one part: part=ID (repeat it for more)."],
    [
      "a bad id",
      "part=bad%20id!",
      400,
      "A part id is letters, digits, dashes and underscores only.",
    ],
    [
      "101 parts",
      Array.from({ length: 101 }, (_, i) => `part=p${i}`).join("&"),
      400,
      "At most 100 parts can be asked about at once.",
    ],
  ])("refuses %s", async (_, query, status, message) => {
    const answer = await fitOf(v.base!, query);
    expect(answer.status).toBe(status);
    expect(errorOf(answer)).toBe(message);
  });

  it("takes 100 parts, and answers 404 for an unknown vehicle", async () => {
    const hundred = Array.from({ length: 99 }, (_, i) => `p${i}`);
    expect((await fitOf(v.base!, [...hundred, p.fits!._id])).body).toHaveLength(1);
    const unknown = await fitOf("no-such-vehicle", [p.fits!._id]);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toBe("Vehicle not found");
  });
});
