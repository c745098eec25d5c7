/** @jest-environment node */
// GET /api/parts without any finder parameter answers as the contract's client expects: every
// part, oldest first (newest first with sort=1), no paging headers unless page or limit is
// asked for. A blank finder value (an emptied search box still submits `q=`) is no filter.
import { asc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { parts } from "@/models";
import { find, insertParts } from "../../helpers/finder";

let oldestFirst: string[];
beforeAll(async () => {
  await insertParts([
    {
      productName: "Tamsworth Drum Shoe",
      partNumber: "TW-1",
      brand: "Tamsworth",
      category: "Brakes › Pads",
      availableQty: 0,
    },
    {
      productName: "Tamsworth Old Stock Hose",
      partNumber: "TW-2",
      brand: "Tamsworth",
      category: "Brakes › Hoses",
      minutesAgo: 60 * 24 * 400,
    },
  ]);
  const rows = await (
    await getDb()
  )
    .select({ id: parts.id })
    .from(parts)
    .orderBy(asc(parts.createdAt), asc(parts.id));
  oldestFirst = rows.map((row) => row.id);
});

const ids = (found: { parts: { _id: string }[] }) => found.parts.map((part) => part._id);
const noPaging = { total: null, page: null, pageCount: null };

describe("GET /api/parts without finder parameters", () => {
  it("answers every part, out of stock included, oldest first, without paging headers", async () => {
    const found = await find("");
    expect(found).toMatchObject({ status: 200, ...noPaging });
    expect(ids(found)).toEqual(oldestFirst);
    expect(found.parts.length).toBeGreaterThan(32);
  });

  it("answers every part newest first with sort=1, without paging headers", async () => {
    const found = await find({ sort: "1" });
    expect(found).toMatchObject({ status: 200, ...noPaging });
    expect(ids(found)).toEqual([...oldestFirst].reverse());
  });

  it("answers every part oldest first with sort=-1", async () => {
    const found = await find({ sort: "-1" });
    expect(found).toMatchObject({ status: 200, ...noPaging });
    expect(ids(found)).toEqual(oldestFirst);
  });

  it.each([
    "q=",
    "q=%20%20",
    "category=",
    "sort=",
    "brand=",
    "minPrice=&maxPrice=",
    "inStock=",
    "q=&category=&brand=&minPrice=&maxPrice=&inStock=&sort=",
  ])("treats the blank %s as no parameter", async (query) => {
    const found = await find(query);
    expect(found).toMatchObject({ status: 200, ...noPaging });
    expect(ids(found)).toEqual(oldestFirst);
  });

  it("treats a blank search with sort=1 as the newest-first list", async () => {
    const found = await find("q=&sort=1");
    expect(found).toMatchObject({ status: 200, ...noPaging });
    expect(ids(found)).toEqual([...oldestFirst].reverse());
  });

  it("answers inStock=0 as no filter: every part, as before", async () => {
    const found = await find({ inStock: "0" });
    expect(found).toMatchObject({ status: 200, ...noPaging });
    expect(ids(found)).toEqual(oldestFirst);
  });

  it("pages only when page or limit is asked for, with the catalog's size in headers", async () => {
    const found = await find({ sort: "1", page: "2", limit: "7" });
    expect(found).toMatchObject({
      status: 200,
      total: oldestFirst.length,
      page: 2,
      pageCount: Math.ceil(oldestFirst.length / 7),
    });
    expect(ids(found)).toEqual([...oldestFirst].reverse().slice(7, 14));
  });

  it("answers the same list whatever blank values come with page and limit", async () => {
    const plain = await find({ page: "1", limit: "5" });
    const blanks = await find("q=&category=&page=1&limit=5");
    expect(ids(blanks)).toEqual(ids(plain));
    expect(blanks).toMatchObject({ total: plain.total, page: 1, pageCount: plain.pageCount });
  });
});
