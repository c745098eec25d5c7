/** @jest-environment node */
// The finder's filters and orders: category (a leaf or a whole group), brand (repeated: any of
// them), a price range (both ends included), in stock (at least the minimum order), each sort.
import type { PartJson } from "@/domains/catalog/part-json";
import { find, insertParts, type OwnPart } from "../../helpers/finder";

const AUTOWERK = "Korrigan Autowerk";
const SPARES = "Korrigan Spares";
const LIGHTS = "Korrigan Lights";
const ALL = [AUTOWERK, SPARES, LIGHTS];

// Names, prices and listing times in three different orders, so each sort shows itself.
const own: OwnPart[] = [
  {
    productName: "Charlie Caliper",
    priceCents: 3000,
    availableQty: 5,
    minOrderQty: 5,
    minutesAgo: 60,
    category: "Brakes › Calipers",
    brand: AUTOWERK,
    partNumber: "KG-101",
  },
  {
    productName: "Alpha Rotor",
    priceCents: 1999,
    availableQty: 50,
    minOrderQty: 1,
    minutesAgo: 10,
    category: "Brakes › Rotors",
    brand: AUTOWERK,
    partNumber: "KG-102",
  },
  {
    productName: "Foxtrot Belt",
    priceCents: 4500,
    availableQty: 80,
    minOrderQty: 10,
    minutesAgo: 30,
    category: "Engine › Belts",
    brand: LIGHTS,
    partNumber: "KG-103",
  },
  {
    productName: "Bravo Pads",
    priceCents: 2500,
    availableQty: 4,
    minOrderQty: 5,
    minutesAgo: 50,
    category: "Brakes › Pads",
    brand: AUTOWERK,
    partNumber: "KG-104",
  },
  {
    productName: "Echo Spark Plug",
    priceCents: 2000,
    availableQty: 900,
    minOrderQty: 100,
    minutesAgo: 20,
    category: "Ignition › Spark Plugs",
    brand: SPARES,
    partNumber: "KG-105",
  },
  {
    productName: "Delta Oil Filter",
    priceCents: 999,
    availableQty: 0,
    minOrderQty: 1,
    minutesAgo: 40,
    category: "Filters › Oil",
    brand: SPARES,
    partNumber: "KG-106",
  },
];

beforeAll(async () => {
  await insertParts(own);
});

const names = (found: PartJson[]) => found.map((part) => part.productName);
const sortedNames = (found: PartJson[]) => names(found).sort();
const ownNames = (keep: (part: OwnPart) => boolean) =>
  own
    .filter(keep)
    .map((part) => part.productName)
    .sort();

describe("GET /api/parts filters", () => {
  it("narrows to one brand, and to any of several brands when brand is repeated", async () => {
    expect(sortedNames((await find({ brand: SPARES })).parts)).toEqual(
      ownNames((part) => part.brand === SPARES),
    );
    const two = await find({ brand: [AUTOWERK, LIGHTS] });
    expect(sortedNames(two.parts)).toEqual(ownNames((part) => part.brand !== SPARES));
    expect(two).toMatchObject({ total: 4, page: 1, pageCount: 1 });
    expect((await find({ brand: [SPARES, "No Such Brand"] })).total).toBe(2);
  });

  it("takes a brand exactly as it is spelt, spaces around it trimmed", async () => {
    expect((await find({ brand: ` ${SPARES} ` })).total).toBe(2);
    expect((await find({ brand: "korrigan spares" })).total).toBe(0);
  });

  it("narrows to a category leaf, or to every leaf of a group", async () => {
    const leaf = await find({ category: "Brakes › Pads", brand: ALL });
    expect(names(leaf.parts)).toEqual(["Bravo Pads"]);
    const group = await find({ category: "Brakes", brand: ALL });
    expect(sortedNames(group.parts)).toEqual(["Alpha Rotor", "Bravo Pads", "Charlie Caliper"]);
    expect(group.total).toBe(3);
    const filters = await find({ category: "Filters", brand: ALL });
    expect(names(filters.parts)).toEqual(["Delta Oil Filter"]);
  });

  it("lists every part of a category group, whatever its brand", async () => {
    const group = await find({ category: "Brakes", limit: "100" });
    expect(group.parts.length).toBe(group.total);
    expect(group.parts.every((part) => part.category.startsWith("Brakes › "))).toBe(true);
    const leaves = await Promise.all(
      ["Pads", "Rotors", "Calipers", "Hoses"].map((leaf) => find({ category: `Brakes › ${leaf}` })),
    );
    expect(leaves.reduce((sum, found) => sum + (found.total ?? 0), 0)).toBe(group.total);
  });

  it("includes both ends of a price range", async () => {
    const range = await find({ brand: ALL, minPrice: "19.99", maxPrice: "30" });
    expect(sortedNames(range.parts)).toEqual(
      ownNames((part) => part.priceCents! >= 1999 && part.priceCents! <= 3000),
    );
    expect(sortedNames(range.parts)).toContain("Alpha Rotor");
    expect(sortedNames(range.parts)).toContain("Charlie Caliper");
    expect(
      names((await find({ brand: ALL, minPrice: "20.00", maxPrice: "29.99" })).parts).sort(),
    ).toEqual(["Bravo Pads", "Echo Spark Plug"]);
  });

  it("takes one end of the range alone, and a range of one price", async () => {
    expect(sortedNames((await find({ brand: ALL, minPrice: "30" })).parts)).toEqual([
      "Charlie Caliper",
      "Foxtrot Belt",
    ]);
    expect(sortedNames((await find({ brand: ALL, maxPrice: "9.99" })).parts)).toEqual([
      "Delta Oil Filter",
    ]);
    expect(names((await find({ brand: ALL, minPrice: "25", maxPrice: "25" })).parts)).toEqual([
      "Bravo Pads",
    ]);
    expect((await find({ brand: ALL, minPrice: "0" })).total).toBe(own.length);
  });

  it("in stock: leaves out a part short of its minimum order, keeps one with exactly it", async () => {
    const inStock = await find({ brand: ALL, inStock: "1" });
    expect(sortedNames(inStock.parts)).toEqual(
      ownNames((part) => part.availableQty! >= part.minOrderQty!),
    );
    expect(sortedNames(inStock.parts)).toContain("Charlie Caliper");
    expect(sortedNames(inStock.parts)).not.toContain("Bravo Pads");
    expect(sortedNames(inStock.parts)).not.toContain("Delta Oil Filter");
    expect(inStock.total).toBe(4);
    expect((await find({ brand: ALL, inStock: "0" })).total).toBe(own.length);
  });

  it("in stock across the whole catalog: every part found can be ordered", async () => {
    const found = await find({ inStock: "1", limit: "100" });
    for (const part of found.parts) expect(part.availableQty).toBeGreaterThanOrEqual(part.orderQty);
  });
});

describe("GET /api/parts sorts with a filter", () => {
  const priceOrder = [...own]
    .sort((a, b) => a.priceCents! - b.priceCents!)
    .map((part) => part.productName);
  const timeOrder = [...own]
    .sort((a, b) => a.minutesAgo! - b.minutesAgo!)
    .map((part) => part.productName);

  it.each([
    ["price-asc", priceOrder],
    ["price-desc", [...priceOrder].reverse()],
    [
      "name",
      [
        "Alpha Rotor",
        "Bravo Pads",
        "Charlie Caliper",
        "Delta Oil Filter",
        "Echo Spark Plug",
        "Foxtrot Belt",
      ],
    ],
    ["1", timeOrder],
    ["-1", [...timeOrder].reverse()],
  ])("sort=%s lists in its order", async (sort, expected) => {
    const found = await find({ brand: ALL, sort });
    expect(found.status).toBe(200);
    expect(names(found.parts)).toEqual(expected);
    expect(found).toMatchObject({ total: own.length, page: 1, pageCount: 1 });
  });

  it("lists the newest first when filtered without a sort or a search", async () => {
    expect(names((await find({ brand: ALL })).parts)).toEqual(timeOrder);
  });

  it("orders the whole catalog by price and by name with sort alone, one page at a time", async () => {
    const cheapest = await find({ sort: "price-asc", limit: "100" });
    const prices = cheapest.parts.map((part) => part.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapest.page).toBe(1);
    const byName = await find({ sort: "name" });
    expect(byName.parts.length).toBe(Math.min(32, byName.total!));
    const times = (await find({ sort: "1", brand: ALL })).parts.map((part) =>
      Date.parse(part.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
