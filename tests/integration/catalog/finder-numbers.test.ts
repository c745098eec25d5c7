/** @jest-environment node */
// The finder's number search: a part number or an OEM number finds its part however the buyer
// types it (case, dashes, spaces and dots do not matter), the exact number comes first, and a
// number still being typed finds the parts it begins.
import type { PartJson } from "@/domains/catalog/part-json";
import { find, insertParts } from "../../helpers/finder";

const BRAND = "Zyxel Brakeworks";

let pads: PartJson;
let shims: PartJson;
let guide: PartJson;
let clip: PartJson;
beforeAll(async () => {
  [pads, shims, guide, clip] = await insertParts([
    {
      productName: "Quorvex Ceramic Brake Pad Set",
      partNumber: "ZQ-7781",
      oemNumbers: ["04465-ZQ771", "77719-40213"],
      brand: BRAND,
      category: "Brakes › Pads",
      // Newest of the four: a number search must not just list the newest first.
      minutesAgo: 1,
    },
    {
      productName: "Quorvex Rotor Shim Kit",
      partNumber: "ZQ-77810",
      productDescription: "Fits behind the ZQ-7781 pads.",
      brand: BRAND,
      category: "Brakes › Rotors",
      minutesAgo: 5,
    },
    {
      productName: "Quorvex Caliper Guide Pin",
      partNumber: "ZQ.7790",
      productDescription: "Replaces ZQ-7781 hardware on early axles.",
      brand: BRAND,
      category: "Brakes › Calipers",
      minutesAgo: 3,
    },
    {
      productName: "Quorvex Wear Sensor Clip",
      partNumber: "XK 5512 B",
      oemNumbers: ["58920.3X100"],
      brand: BRAND,
      category: "Brakes › Pads",
      minutesAgo: 2,
    },
  ]);
});

const ids = (found: PartJson[]) => found.map((part) => part._id);

describe("GET /api/parts?q= with a part number", () => {
  it.each(["ZQ-7781", "zq-7781", "ZQ 7781", "zq7781", "ZQ.7781", "Zq 77.81", " zq - 7781 "])(
    "finds ZQ-7781 first when typed %p",
    async (q) => {
      const found = await find({ q });
      expect(found.status).toBe(200);
      expect(found.parts[0]?._id).toBe(pads._id);
      expect(found.total).toBe(found.parts.length);
    },
  );

  it.each(["XK-5512-B", "xk5512b", "XK 5512 B", "xk.5512.b"])(
    "finds a number with a letter at its end, typed %p",
    async (q) => {
      const found = await find({ q, brand: BRAND });
      expect(ids(found.parts)).toEqual([clip._id]);
    },
  );

  it("ranks the exact number above a part whose number only begins with it", async () => {
    const found = await find({ q: "zq7781", brand: BRAND });
    expect(found.parts[0]?._id).toBe(pads._id);
    // The rest: the number that begins with it, and the part whose description mentions it.
    expect(ids(found.parts).slice(1).sort()).toEqual([shims._id, guide._id].sort());
    expect(found).toMatchObject({ total: 3, page: 1, pageCount: 1 });
  });

  it("ranks the exact number first above parts that only mention it in their description", async () => {
    const found = await find({ q: "ZQ-7781", brand: BRAND });
    expect(found.parts[0]?._id).toBe(pads._id);
    expect(ids(found.parts)).toEqual(expect.arrayContaining([shims._id, guide._id]));
  });

  it.each([
    ["ZQ-77", ["pads", "shims", "guide"]],
    ["zq 778", ["pads", "shims"]],
    ["ZQ-779", ["guide"]],
    ["ZQ-77810", ["shims"]],
  ])("finds the parts whose number begins with %p", async (q, expected) => {
    const byName = { pads, shims, guide } as Record<string, PartJson>;
    const found = await find({ q, brand: BRAND });
    expect(ids(found.parts).sort()).toEqual(expected.map((name) => byName[name]!._id).sort());
  });

  it("does not find a number that is only the inside or the end of a part's number", async () => {
    expect((await find({ q: "7781", brand: BRAND })).parts).toEqual([]);
    expect((await find({ q: "Q-7781", brand: BRAND })).parts).toEqual([]);
  });
});

describe("GET /api/parts?q= with an OEM number", () => {
  it.each(["04465-ZQ771", "04465ZQ771", "04465 zq771", "04465.ZQ.771", "0446 5zq771"])(
    "finds the part listing OEM 04465-ZQ771 when typed %p",
    async (q) => {
      const found = await find({ q });
      expect(found.status).toBe(200);
      expect(found.parts[0]?._id).toBe(pads._id);
    },
  );

  it.each(["7771940213", "77719 40213", "77719-40213", "77719.40213"])(
    "finds a part by its second OEM number, all digits, typed %p",
    async (q) => {
      const found = await find({ q });
      expect(ids(found.parts)).toEqual([pads._id]);
      expect(found.total).toBe(1);
    },
  );

  it("finds an OEM number written with dots by its plain spelling", async () => {
    const found = await find({ q: "589203x100" });
    expect(ids(found.parts)).toEqual([clip._id]);
  });

  it("answers the part's numbers as they were written", async () => {
    const [found] = (await find({ q: "04465-ZQ771" })).parts;
    expect(found).toMatchObject({
      partNumber: "ZQ-7781",
      oemNumbers: ["04465-ZQ771", "77719-40213"],
      brand: BRAND,
      category: "Brakes › Pads",
      url: "/parts/zq-7781-quorvex-ceramic-brake-pad-set",
    });
  });
});
