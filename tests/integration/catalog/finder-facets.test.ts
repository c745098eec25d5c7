/** @jest-environment node */
// GET /api/parts/facets: what the finder's filters find, by category and by brand, and its
// price range. Every count is taken under every filter, so the counts add up to the list's
// X-Total-Count for the same query, and each category's count is what adding it finds.
import { finderMessages as messages } from "@/domains/catalog/catalog-texts";
import { facets, find, insertParts, sumOf, type FinderQuery } from "../../helpers/finder";

const HOLM = "Ostrander Holm";
const VEKT = "Ostrander Vekt";

beforeAll(async () => {
  await insertParts([
    {
      productName: "Brindlewood Pads Front",
      partNumber: "OS-1",
      brand: HOLM,
      category: "Brakes › Pads",
      priceCents: 2400,
    },
    {
      productName: "Brindlewood Pads Rear",
      partNumber: "OS-2",
      brand: VEKT,
      category: "Brakes › Pads",
      priceCents: 1800,
      availableQty: 0,
    },
    {
      productName: "Brindlewood Rotor",
      partNumber: "OS-3",
      brand: HOLM,
      category: "Brakes › Rotors",
      priceCents: 6150,
    },
    {
      productName: "Brindlewood Air Filter",
      partNumber: "OS-4",
      brand: VEKT,
      category: "Filters › Air",
      priceCents: 1299,
    },
    {
      productName: "Brindlewood Wiper Blade",
      partNumber: "OS-5",
      brand: VEKT,
      category: "Wipers › Blades",
      priceCents: 999,
    },
  ]);
});

describe("GET /api/parts/facets", () => {
  it("counts this brand's parts by category (in the tree's order) and brand, with its prices", async () => {
    const { status, body } = await facets({ q: "brindlewood" });
    expect(status).toBe(200);
    expect(body).toEqual({
      categories: [
        { value: "Brakes › Pads", count: 2 },
        { value: "Brakes › Rotors", count: 1 },
        { value: "Filters › Air", count: 1 },
        { value: "Wipers › Blades", count: 1 },
      ],
      brands: [
        { value: HOLM, count: 2 },
        { value: VEKT, count: 3 },
      ],
      price: { min: 9.99, max: 61.5 },
    });
  });

  it("takes every filter into every count", async () => {
    const { facets: counted } = await facets({
      q: "brindlewood",
      category: "Brakes",
      inStock: "1",
      maxPrice: "60",
    });
    expect(counted).toEqual({
      categories: [{ value: "Brakes › Pads", count: 1 }],
      brands: [{ value: HOLM, count: 1 }],
      price: { min: 24, max: 24 },
    });
    const { facets: vekt } = await facets({ brand: VEKT, minPrice: "10" });
    expect(vekt).toEqual({
      categories: [
        { value: "Brakes › Pads", count: 1 },
        { value: "Filters › Air", count: 1 },
      ],
      brands: [{ value: VEKT, count: 2 }],
      price: { min: 12.99, max: 18 },
    });
  });

  it("answers empty lists and no prices when nothing is found", async () => {
    const { status, body } = await facets({ q: "brindlewood", brand: "No Such Brand" });
    expect(status).toBe(200);
    expect(body).toEqual({ categories: [], brands: [], price: { min: null, max: null } });
  });

  it("counts the whole catalog without a filter, as many as GET /api/parts lists", async () => {
    const { facets: counted } = await facets("");
    const everything = await find("");
    expect(sumOf(counted.categories)).toBe(everything.parts.length);
    expect(sumOf(counted.brands)).toBe(everything.parts.length);
    const prices = everything.parts.map((part) => part.price);
    expect(counted.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it.each<[string, FinderQuery]>([
    ["a word", { q: "brake" }],
    ["a misspelt word and a prefix", { q: "brkae pa" }],
    ["a part number being typed", { q: "OS" }],
    ["a category group", { category: "Brakes" }],
    ["a category leaf and in stock", { category: "Filters › Air", inStock: "1" }],
    ["two brands", { brand: [HOLM, VEKT] }],
    ["a price range", { minPrice: "10", maxPrice: "50" }],
    ["in stock", { inStock: "1" }],
    [
      "everything at once",
      {
        q: "brindlewood",
        category: "Brakes",
        brand: [HOLM, VEKT],
        minPrice: "5",
        maxPrice: "100",
        inStock: "1",
      },
    ],
  ])("adds up to the list's total for %s", async (_, query) => {
    const [{ facets: counted }, found] = await Promise.all([
      facets(query),
      find({ ...(query as Record<string, string | string[]>), limit: "100" }),
    ]);
    expect(found.status).toBe(200);
    expect(sumOf(counted.categories)).toBe(found.total);
    expect(sumOf(counted.brands)).toBe(found.total);
    if (found.total! <= 100) {
      const prices = found.parts.map((part) => part.price);
      const range = prices.length
        ? { min: Math.min(...prices), max: Math.max(...prices) }
        : { min: null, max: null };
      expect(counted.price).toEqual(range);
    }
    for (const { value, count } of counted.categories)
      expect(
        (await find({ ...(query as Record<string, string | string[]>), category: value })).total,
      ).toBe(count);
    for (const { value, count } of counted.brands)
      expect(
        (await find({ ...(query as Record<string, string | string[]>), brand: value })).total,
      ).toBe(count);
  });

  it("treats blank values as no filter", async () => {
    const blank = await facets("q=&category=&brand=&minPrice=&maxPrice=&inStock=");
    expect(blank.status).toBe(200);
    expect(blank.body).toEqual((await facets("")).body);
  });

  it.each([
    ["an unknown category", "category=Brakes%20%E2%80%BA%20Nonsense", messages.unknownCategory],
    ["a negative price", "minPrice=-1", messages.badPrice("minPrice")],
    ["a price in words", "maxPrice=ten", messages.badPrice("maxPrice")],
    ["a reversed range", "minPrice=50&maxPrice=10", messages.priceRangeReversed],
    ["inStock=2", "inStock=2", messages.badInStock],
    ["a 61-character brand", `brand=${"b".repeat(61)}`, messages.brandTooLong],
    ["a 2 KB search", `q=${"q".repeat(2048)}`, messages.searchTooLong],
  ])("refuses %s with a 400 that says why", async (_, query, message) => {
    const { status, body } = await facets(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: message });
  });
});
