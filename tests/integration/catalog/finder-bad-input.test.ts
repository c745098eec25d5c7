/** @jest-environment node */
// GET /api/parts with parameters it cannot take: each is a 400 whose message says what is
// wrong (from spec-texts), never a 500 and never a silently different list. Limits are taken
// up to their edge.
import { PARTS_PAGE_SIZE } from "@/domains/catalog/public-queries";
import { finderMessages as messages } from "@/domains/catalog/catalog-texts";
import { find, insertParts } from "../../helpers/finder";

const BRAND = "Pemberly Quietline";

beforeAll(async () => {
  await insertParts([
    {
      productName: "Pemberly Hush Pads",
      partNumber: "PQ-1",
      brand: BRAND,
      category: "Brakes › Pads",
    },
  ]);
});

const brands = (count: number) =>
  Array.from({ length: count }, (_, index) => `brand=Brand${index}`).join("&");

describe("GET /api/parts refuses a bad parameter with a 400 that says why", () => {
  it.each([
    ["an unknown sort", "sort=cheapest", messages.badSort],
    ["a sort by an unknown column", "sort=password", messages.badSort],
    ["sort=2", "sort=2", messages.badSort],
    ["a sort in capitals", "sort=NAME", messages.badSort],
    ["a negative minPrice", "minPrice=-1", messages.badPrice("minPrice")],
    ["a negative maxPrice", "maxPrice=-0.01", messages.badPrice("maxPrice")],
    ["a minPrice in words", "minPrice=cheap", messages.badPrice("minPrice")],
    ["a maxPrice in exponent form", "maxPrice=1e3", messages.badPrice("maxPrice")],
    ["a price with three decimals", "minPrice=1.999", messages.badPrice("minPrice")],
    ["minPrice over maxPrice", "minPrice=50&maxPrice=49.99", messages.priceRangeReversed],
    ["limit over 100", "limit=101", "limit must be between 1 and 100"],
    ["limit over 100 with a filter", `limit=500&brand=${BRAND}`, "limit must be between 1 and 100"],
    ["a page of 0 with a search", "q=pads&page=0", "page must be between 1 and 1000000"],
    ["a 2 KB search", `q=${"a".repeat(2048)}`, messages.searchTooLong],
    ["a 201-character search", `q=${"a".repeat(201)}`, messages.searchTooLong],
    ["inStock=2", "inStock=2", messages.badInStock],
    ["inStock=true", "inStock=true", messages.badInStock],
    ["an unknown category", "category=Brakes%20%E2%80%BA%20Drums", messages.unknownCategory],
    ["an unknown category group", "category=Exhaust", messages.unknownCategory],
    ["a category in the wrong case", "category=brakes", messages.unknownCategory],
    ["a leaf written without its group", "category=Pads", messages.unknownCategory],
    ["a 61-character brand", `brand=${"x".repeat(61)}`, messages.brandTooLong],
    [
      "a long brand among good ones",
      `brand=${BRAND}&brand=${"x".repeat(61)}`,
      messages.brandTooLong,
    ],
    ["21 brands", brands(21), messages.tooManyBrands],
  ])("refuses %s", async (_, query, message) => {
    const found = await find(query);
    expect(found.status).toBe(400);
    expect(found.body).toMatchObject({ error: message });
  });

  it.each([
    ["two searches", "q=pads&q=rotors"],
    ["two categories", "category=Brakes&category=Filters"],
    ["two sorts", "sort=1&sort=name"],
    ["two minimum prices", "minPrice=1&minPrice=2"],
  ])("refuses %s given twice with a 400 and a message", async (_, query) => {
    const found = await find(query);
    expect(found.status).toBe(400);
    expect(found.body).toMatchObject({ error: expect.any(String) });
    expect((found.body as { error: string }).error.length).toBeGreaterThan(5);
  });
});

describe("GET /api/parts takes parameters at their limits", () => {
  it.each([
    ["a 200-character search", `q=${"a".repeat(200)}`],
    ["a 60-character brand", `brand=${"x".repeat(60)}`],
    ["20 brands", brands(20)],
    ["limit=100 with a filter", `limit=100&brand=${BRAND}`],
    ["a price of 0", "minPrice=0&maxPrice=0"],
    ["a price with cents", "minPrice=0.5&maxPrice=9999999.99"],
    ["equal ends of the range", "minPrice=10&maxPrice=10"],
    ["spaces around values", `brand=%20${BRAND}%20&minPrice=%205%20&category=%20Brakes%20`],
  ])("answers 200 for %s", async (_, query) => {
    const found = await find(query);
    expect(found.status).toBe(200);
    expect(Array.isArray(found.body)).toBe(true);
    expect(found.page).toBe(1);
    const pageSize = Number(new URLSearchParams(query).get("limit") ?? PARTS_PAGE_SIZE);
    expect(found.parts.length).toBe(Math.min(found.total!, pageSize));
  });

  it.each([
    "'; DROP TABLE parts; --",
    "pads' OR '1'='1",
    "pads & !rotors | (",
    "pads:* <-> <2>",
    "\\x00 % _ * ?",
    "ünïcödé brémsé",
    "🛞🛞",
    "---",
    "the and of",
  ])("answers 200 for the search text %p, treating it as plain words", async (q) => {
    const found = await find({ q, brand: BRAND });
    expect(found.status).toBe(200);
    expect(found.total).toBe(found.parts.length);
    expect((await find({ brand: BRAND })).total).toBe(1);
  });

  it("ignores parameters it does not know", async () => {
    const found = await find(`brand=${encodeURIComponent(BRAND)}&colour=red&_=1`);
    expect(found.status).toBe(200);
    expect(found.parts.map((part) => part.productName)).toEqual(["Pemberly Hush Pads"]);
  });
});
