/** @jest-environment node */
// Which spelling a misspelt search word takes: none when the word as typed (by its stem, or as
// the prefix being typed) finds parts with the other words; else the near spellings that go with
// the other words, and of equally near ones those that find the most.
import type { PartJson } from "@/domains/catalog/part-json";
import { facets, find, insertParts, sumOf } from "../../helpers/finder";

const BRAND = "Quellbrook Spelling";

let housing: PartJson;
let hose: PartJson;
let rotor: PartJson;
let slottedRotor: PartJson;
let wiper: PartJson;
beforeAll(async () => {
  [housing, hose, rotor, slottedRotor, wiper] = await insertParts([
    {
      productName: "High Flow Thermostat with Housing",
      partNumber: "QS-1001",
      brand: BRAND,
      category: "Cooling › Thermostats",
    },
    {
      productName: "Reinforced Brake Hose",
      partNumber: "QS-1002",
      brand: BRAND,
      category: "Brakes › Hoses",
    },
    {
      productName: "Zentrak Vented Rotor",
      partNumber: "QS-1003",
      brand: BRAND,
      category: "Brakes › Rotors",
    },
    {
      productName: "Zentrak Slotted Rotor",
      partNumber: "QS-1004",
      brand: BRAND,
      category: "Brakes › Rotors",
    },
    {
      productName: "Zintrak Wiper Blade",
      partNumber: "QS-1005",
      brand: BRAND,
      category: "Wipers › Blades",
    },
  ]);
});

/** The ids found for this text among this file's parts, in the finder's order. */
async function foundIds(q: string): Promise<string[]> {
  const found = await find({ q, brand: BRAND });
  expect(found.status).toBe(200);
  expect(found.total).toBe(found.parts.length);
  return found.parts.map((part) => part._id);
}
const sortedIds = (...found: PartJson[]) => found.map((part) => part._id).sort();

describe("GET /api/parts?q= with a misspelt word", () => {
  it("finds the flow housing for 'flow hosing', though 'hosing' stems to 'hose'", async () => {
    expect(await foundIds("flow hosing")).toEqual([housing._id]);
    expect(await foundIds("hosing flow")).toEqual([housing._id]);
  });

  it("needs no correction for a word whose stem finds parts ('hosing' alone is a hose)", async () => {
    expect(await foundIds("hosing")).toEqual([hose._id]);
  });

  it("takes a farther spelling when only it goes with the other words", async () => {
    // "zentrka" is one swap from "zentrak", two edits from "zintrak": only a Zintrak is a wiper.
    expect(await foundIds("zentrka wiper")).toEqual([wiper._id]);
    expect((await foundIds("zentrka")).sort()).toEqual(sortedIds(rotor, slottedRotor));
  });

  it("of equally near spellings, takes those that find the most", async () => {
    // "zantrak" is one edit from both; the catalog holds two Zentraks and one Zintrak.
    expect((await foundIds("zantrak")).sort()).toEqual(sortedIds(rotor, slottedRotor));
    // With a word only the Zintrak has, the Zintrak is the spelling that finds anything.
    expect(await foundIds("zantrak blade")).toEqual([wiper._id]);
  });

  it("keeps the word being typed as a prefix rather than correct it", async () => {
    expect((await foundIds("zentra")).sort()).toEqual(sortedIds(rotor, slottedRotor));
    expect((await foundIds("slotted zent")).sort()).toEqual(sortedIds(slottedRotor));
  });

  it("counts the same parts in the facets as the list finds", async () => {
    for (const q of ["flow hosing", "zentrka wiper", "zantrak"]) {
      const [{ facets: counted }, found] = await Promise.all([
        facets({ q, brand: BRAND }),
        find({ q, brand: BRAND }),
      ]);
      expect(sumOf(counted.categories)).toBe(found.total);
      expect(sumOf(counted.brands)).toBe(found.total);
    }
  });
});
