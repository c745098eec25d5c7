/** @jest-environment node */
// The finder's word search: words of a part's name, brand, category, specs and description,
// matched by their stem ("pad" finds Pads), the last word as a prefix (the buyer may still be
// typing it), and small typos corrected from the words the catalog holds.
import type { PartJson } from "@/domains/catalog/part-json";
import { find, insertParts } from "../../helpers/finder";

const BRAND = "Vantorq Werkstatt";

let brakePads: PartJson;
let oilFilter: PartJson;
let cabinFilters: PartJson;
let rotor: PartJson;
let caliper: PartJson;
beforeAll(async () => {
  [brakePads, oilFilter, cabinFilters, rotor, caliper] = await insertParts([
    {
      productName: "Quillfeather Semi-Metallic Brake Pads",
      partNumber: "VF-1001",
      brand: BRAND,
      category: "Brakes › Pads",
      productDescription: "Shimmed backing plates for towing duty.",
    },
    {
      productName: "Marrowind Spin-On Oil Filter",
      partNumber: "VF-1002",
      brand: BRAND,
      category: "Filters › Oil",
      productDescription: "Glimmerwick synthetic media with a silicone valve.",
    },
    {
      productName: "Marrowind Cabin Air Filters, Pair",
      partNumber: "VF-1003",
      brand: BRAND,
      category: "Filters › Cabin",
      specs: [{ name: "Media", value: "Zirconflex charcoal" }],
    },
    {
      productName: "Slotted Disc for Heavy Duty",
      partNumber: "VF-1004",
      brand: BRAND,
      category: "Brakes › Rotors",
    },
    {
      productName: "Remanufactured Caliper",
      partNumber: "VF-1005",
      brand: "Pellucid Hydraulics",
      category: "Brakes › Calipers",
    },
  ]);
});

/** The ids found for this text among this file's parts (both brands). */
async function foundIds(q: string): Promise<string[]> {
  const found = await find({ q, brand: [BRAND, "Pellucid Hydraulics"], sort: "name" });
  expect(found.status).toBe(200);
  expect(found.total).toBe(found.parts.length);
  return found.parts.map((part) => part._id);
}
const idsOf = (...found: PartJson[]) =>
  [...found].sort((a, b) => a.productName.localeCompare(b.productName)).map((part) => part._id);

describe("GET /api/parts?q= with words", () => {
  it("finds a word of the name, the brand, the category, a spec and the description", async () => {
    expect(await foundIds("quillfeather")).toEqual(idsOf(brakePads));
    expect(await foundIds("pellucid")).toEqual(idsOf(caliper));
    expect(await foundIds("rotors")).toEqual(idsOf(rotor));
    expect(await foundIds("zirconflex")).toEqual(idsOf(cabinFilters));
    expect(await foundIds("glimmerwick")).toEqual(idsOf(oilFilter));
  });

  it("ignores case and punctuation around words", async () => {
    expect(await foundIds("QUILLFEATHER!")).toEqual(idsOf(brakePads));
    expect(await foundIds("  Marrowind,  oil  ")).toEqual(idsOf(oilFilter));
  });

  it("needs every word: two words find the parts holding both", async () => {
    expect(await foundIds("marrowind")).toEqual(idsOf(oilFilter, cabinFilters));
    expect(await foundIds("marrowind cabin")).toEqual(idsOf(cabinFilters));
    expect(await foundIds("marrowind quillfeather")).toEqual([]);
  });

  it.each([
    ["pad", "Pads"],
    ["filters", "Filter"],
    ["filter", "Filters"],
    ["towed", "towing"],
    ["plate", "plates"],
  ])("matches %p to %p by its stem", async (q, word) => {
    const found = await find({ q, brand: BRAND });
    expect(found.parts.length).toBeGreaterThan(0);
    for (const part of found.parts)
      expect(JSON.stringify(part).toLowerCase()).toContain(word.toLowerCase());
  });

  it("finds both filters by 'filters' and by 'filter'", async () => {
    expect(await foundIds("filters")).toEqual(idsOf(oilFilter, cabinFilters));
    expect(await foundIds("filter")).toEqual(idsOf(oilFilter, cabinFilters));
    expect(await foundIds("pad")).toEqual(idsOf(brakePads));
  });

  it("takes the last word as a prefix", async () => {
    expect(await foundIds("brak")).toEqual(idsOf(brakePads, rotor, caliper));
    expect(await foundIds("quillfea")).toEqual(idsOf(brakePads));
    expect(await foundIds("marrowind cab")).toEqual(idsOf(cabinFilters));
    expect(await foundIds("semi metal")).toEqual(idsOf(brakePads));
  });

  it.each([
    ["brkae pads", "transposed letters"],
    ["quillfaether", "transposed letters in a rare word"],
    ["quilfeather", "a missing letter"],
    ["quillfeathher", "an extra letter"],
    ["quillfeatter", "a wrong letter"],
    ["Quilfeathr brkae", "two misspelt words"],
    ["xuillfeather", "a wrong first letter (found by trigrams)"],
  ])("corrects %p (%s) to the brake pads", async (q) => {
    expect(await foundIds(q)).toEqual(idsOf(brakePads));
  });

  it.each(["fliter", "filtre", "fitler", "vilter"])("corrects %p to filter", async (q) => {
    expect(await foundIds(q)).toEqual(idsOf(oilFilter, cabinFilters));
  });

  it.each([
    ["brkae pads", "brake pads"],
    ["fliter", "filter"],
    ["sprak plug", "spark plug"],
  ])("finds across the whole catalog every part %p's correction %p finds", async (typo, right) => {
    const [misspelt, spelt] = await Promise.all([
      find({ q: typo, limit: "100" }),
      find({ q: right, limit: "100" }),
    ]);
    expect(spelt.total).toBeGreaterThan(0);
    const found = new Set(misspelt.parts.map((part) => part._id));
    for (const part of spelt.parts) expect(found).toContain(part._id);
  });

  it("finds a misspelt description word", async () => {
    expect(await foundIds("glimmrewick")).toEqual(idsOf(oilFilter));
  });

  it("does not stretch a correction to a word three edits away", async () => {
    expect(await foundIds("qiulfaehter")).toEqual([]);
  });

  it("finds nothing for a word no part holds, and answers an empty page", async () => {
    const found = await find({ q: "xylophonic", brand: BRAND });
    expect(found).toMatchObject({ status: 200, parts: [], total: 0, page: 1, pageCount: 1 });
  });

  it("ranks a part naming the word above one holding it only in its description", async () => {
    const [named, described] = await insertParts([
      {
        productName: "Thundercress Idler Pulley",
        partNumber: "VF-2001",
        brand: "Vantorq Ranking",
        category: "Engine › Belts",
        minutesAgo: 30,
      },
      {
        productName: "Serpentine Belt",
        partNumber: "VF-2002",
        brand: "Vantorq Ranking",
        category: "Engine › Belts",
        productDescription: "Runs on the Thundercress pulley.",
        minutesAgo: 1,
      },
    ]);
    const found = await find({ q: "thundercress", brand: "Vantorq Ranking" });
    expect(found.parts.map((part) => part._id)).toEqual([named._id, described._id]);
  });

  it("treats search operators and quotes as plain separators", async () => {
    for (const q of ["quillfeather & !pads", "quillfeather | (", "'quillfeather'", "quill:*"]) {
      const found = await find({ q, brand: BRAND });
      expect(found.status).toBe(200);
    }
    expect(await foundIds("quillfeather & (pads)")).toEqual(idsOf(brakePads));
  });
});
