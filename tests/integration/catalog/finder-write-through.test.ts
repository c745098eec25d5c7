/** @jest-environment node */
// The finder sees an admin's writes at once: the word vector is kept by PostgreSQL on every
// write of the row and the typo vocabulary by a trigger, so no rebuild runs between a write
// and the next search, and a new word can be found misspelt straight away.
import { facets, find, patchPart, postPart } from "../../helpers/finder";

const BRAND = "Hollowmere Garage";

async function posted(body: Record<string, unknown>): Promise<string> {
  const answer = await postPart({ brand: BRAND, category: "Cooling › Radiators", ...body });
  expect(answer.status).toBe(201);
  return (answer.body as { insertedId: string }).insertedId;
}

const idsFound = async (q: string) => (await find({ q })).parts.map((part) => part._id);

describe("the finder after POST /api/parts", () => {
  it("finds a new part at once by a new word, its misspelling, its number and its OEM number", async () => {
    expect(await idsFound("skarnivole")).toEqual([]);
    const id = await posted({
      productName: "Skarnivole Crossflow Radiator",
      partNumber: "HG-40417",
      oemNumbers: ["16400-HG417"],
    });
    expect(await idsFound("skarnivole")).toEqual([id]);
    expect(await idsFound("skranivole")).toEqual([id]);
    expect(await idsFound("skarnivol")).toEqual([id]);
    expect(await idsFound("hg 40417")).toEqual([id]);
    expect(await idsFound("16400hg417")).toEqual([id]);
    expect((await find({ q: "radiator", brand: BRAND })).total).toBe(1);
  });

  it("counts a new part in the facets at once", async () => {
    const before = (await facets({ brand: BRAND })).facets;
    await posted({
      productName: "Plain Overflow Tank",
      partNumber: "HG-40418",
      category: "Cooling › Thermostats",
    });
    const after = (await facets({ brand: BRAND })).facets;
    const countOf = (list: { value: string; count: number }[], value: string) =>
      list.find((entry) => entry.value === value)?.count ?? 0;
    expect(countOf(after.categories, "Cooling › Thermostats")).toBe(
      countOf(before.categories, "Cooling › Thermostats") + 1,
    );
    expect(countOf(after.brands, BRAND)).toBe(countOf(before.brands, BRAND) + 1);
  });

  it("files a part posted without finder data under the house brand and Other, and finds it", async () => {
    const answer = await postPart({ productName: "Vexlantic Grommet Assortment" });
    expect(answer.status).toBe(201);
    const found = await find({ q: "vexlantic" });
    expect(found.parts).toHaveLength(1);
    expect(found.parts[0]).toMatchObject({ brand: "Redline", category: "Other › General" });
    expect(found.parts[0]!.partNumber).toMatch(/^RP-[A-Z0-9]{8}$/);
    expect(await idsFound(found.parts[0]!.partNumber.toLowerCase())).toEqual([found.parts[0]!._id]);
  });
});

describe("the finder after PATCH /api/parts/update-stock/{id}", () => {
  it("finds a renamed part by its new word at once, misspelt too, and no longer by the old one", async () => {
    const id = await posted({ productName: "Ordinary Coolant Hose", partNumber: "HG-50001" });
    expect(await idsFound("drovantic")).toEqual([]);
    const patched = await patchPart(id, { productName: "Drovantic Coolant Hose" });
    expect(patched.status).toBe(200);
    expect(await idsFound("drovantic")).toEqual([id]);
    expect(await idsFound("dorvantic")).toEqual([id]);
    expect((await find({ q: "ordinary", brand: BRAND })).parts).toEqual([]);
  });

  it("finds a part by a new spec word, a new brand and a new category at once", async () => {
    const id = await posted({ productName: "Bypass Hose", partNumber: "HG-50002" });
    expect(
      (
        await patchPart(id, {
          specs: [{ name: "Material", value: "Quendrasil rubber" }],
          brand: "Hollowmere Works",
          category: "Engine › Water Pumps",
        })
      ).status,
    ).toBe(200);
    expect(await idsFound("quendrasil")).toEqual([id]);
    expect(await idsFound("quendrasyl")).toEqual([id]);
    const moved = await find({ brand: "Hollowmere Works", category: "Engine" });
    expect(moved.parts.map((part) => part._id)).toEqual([id]);
    expect((await find({ brand: BRAND, q: "bypass" })).total).toBe(0);
  });

  it("finds a part by its new number and OEM numbers, no longer by the old ones", async () => {
    const id = await posted({
      productName: "Fan Clutch",
      partNumber: "HG-60001",
      oemNumbers: ["25237-HG600"],
    });
    const patched = await patchPart(id, { partNumber: "HG-60009", oemNumbers: ["25237-HG699"] });
    expect(patched.status).toBe(200);
    expect(await idsFound("HG60009")).toEqual([id]);
    expect(await idsFound("25237 hg699")).toEqual([id]);
    expect(await idsFound("HG-60001")).toEqual([]);
    expect(await idsFound("25237-HG600")).toEqual([]);
  });

  it("moves a part in and out of the in-stock filter as its stock changes", async () => {
    const id = await posted({
      productName: "Plexowan Thermo Switch",
      partNumber: "HG-70001",
      orderQty: "10",
      availableQty: "10",
    });
    const inStock = async () => (await find({ brand: BRAND, inStock: "1", q: "plexowan" })).total;
    expect(await inStock()).toBe(1);
    expect((await patchPart(id, { availableQty: 9 })).status).toBe(200);
    expect(await inStock()).toBe(0);
    expect((await patchPart(id, { availableQty: 10 })).status).toBe(200);
    expect(await inStock()).toBe(1);
  });

  it("keeps a part's price filter and facets in step with a new price", async () => {
    const id = await posted({
      productName: "Radiator Cap",
      partNumber: "HG-80001",
      price: "12.50",
    });
    expect((await patchPart(id, { price: 77.25 })).status).toBe(200);
    const found = await find({ brand: BRAND, minPrice: "77.25", maxPrice: "77.25" });
    expect(found.parts.map((part) => part._id)).toEqual([id]);
    const { facets: counted } = await facets({ brand: BRAND, minPrice: "77", maxPrice: "78" });
    expect(counted.price).toEqual({ min: 77.25, max: 77.25 });
  });
});
