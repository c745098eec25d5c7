/** @jest-environment node */
// Every finder parameter at once: a search, a category group, two brands, a price range, in
// stock, a sort and a page, with the page's place in the whole in headers.
import type { PartJson } from "@/domains/catalog/part-json";
import { find, insertParts, type OwnPart } from "../../helpers/finder";

const names = (found: PartJson[]) => found.map((part) => part.productName);

describe("GET /api/parts with every filter at once", () => {
  const VELLOX = "Korrigan Vellox";
  const VELLOX_SPARES = "Korrigan Vellox Spares";
  // Nine parts named "Velloxite"; one filter at a time leaves some of them out.
  const vellox: OwnPart[] = Array.from({ length: 9 }, (_, index) => ({
    productName: `Velloxite Brake Kit ${String.fromCharCode(65 + index)}`,
    partNumber: `VX-${300 + index}`,
    brand: index % 3 === 2 ? VELLOX_SPARES : VELLOX,
    category: index === 4 ? "Filters › Air" : index % 2 ? "Brakes › Pads" : "Brakes › Rotors",
    priceCents: 1000 + ((index * 7) % 9) * 1000,
    availableQty: index === 6 ? 1 : 50,
    minOrderQty: 2,
    minutesAgo: 100 + index,
  }));
  beforeAll(async () => {
    await insertParts([
      ...vellox,
      // Same words and brand, outside the price range: never found.
      {
        ...vellox[0]!,
        productName: "Velloxite Brake Kit Z",
        partNumber: "VX-399",
        priceCents: 99_00,
      },
      // Another brand with the same words: never found.
      {
        ...vellox[1]!,
        productName: "Velloxite Brake Kit Y",
        partNumber: "VX-398",
        brand: "Elsewhere Motors",
      },
    ]);
  });

  const matching = vellox
    .filter((part) => part.category.startsWith("Brakes › "))
    .filter((part) => part.priceCents! >= 2000 && part.priceCents! <= 8000)
    .filter((part) => part.availableQty! >= part.minOrderQty!)
    .sort((a, b) => b.priceCents! - a.priceCents!)
    .map((part) => part.productName);

  it("answers each page of the search, filtered and ordered, with its place in the whole", async () => {
    expect(matching.length).toBe(5);
    const query = {
      q: "velloxite brake",
      category: "Brakes",
      brand: [VELLOX, VELLOX_SPARES],
      minPrice: "20",
      maxPrice: "80",
      inStock: "1",
      sort: "price-desc",
      limit: "2",
    };
    const seen: string[] = [];
    for (const page of [1, 2, 3]) {
      const found = await find({ ...query, page: String(page) });
      expect(found).toMatchObject({ status: 200, total: 5, page, pageCount: 3 });
      seen.push(...names(found.parts));
    }
    expect(seen).toEqual(matching);
    const past = await find({ ...query, page: "4" });
    expect(past).toMatchObject({ status: 200, parts: [], total: 5, page: 4, pageCount: 3 });
  });

  it("narrows the same search by a leaf and by a misspelt word", async () => {
    const pads = await find({
      q: "velloxtie",
      category: "Brakes › Pads",
      brand: VELLOX,
      sort: "name",
    });
    const expected = vellox
      .filter((part) => part.brand === VELLOX && part.category === "Brakes › Pads")
      .map((part) => part.productName);
    expect(names(pads.parts)).toEqual(expected);
    expect(pads.total).toBe(expected.length);
  });

  it("pages a filtered answer 32 at a time when no limit is given", async () => {
    const all = await find({ minPrice: "0", sort: "-1", limit: "100" });
    const first = await find({ minPrice: "0", sort: "-1" });
    expect(first.parts.length).toBe(Math.min(32, all.total!));
    expect(first).toMatchObject({
      total: all.total,
      page: 1,
      pageCount: Math.ceil(all.total! / 32),
    });
    expect(names(first.parts)).toEqual(names(all.parts).slice(0, 32));
    const second = await find({ minPrice: "0", sort: "-1", page: "2" });
    expect(names(second.parts)).toEqual(names(all.parts).slice(32, 64));
  });
});
