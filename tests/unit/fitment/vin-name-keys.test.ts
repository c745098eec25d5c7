// How decoded names meet the shop's: keys without case or punctuation, the aliases, and the
// engine figures read from the shop's engine text.
import { engineFigures, makeKey, modelKeys, nameKey } from "@/domains/fitment/server/vin/name-keys";

describe("name keys", () => {
  it("drop case, spaces, dashes and punctuation", () => {
    expect(nameKey("F-150")).toBe(nameKey("F150"));
    expect(nameKey("MERCEDES-BENZ")).toBe(nameKey("Mercedes-Benz"));
    expect(nameKey("C Class")).toBe(nameKey("C-Class"));
  });

  it("know the makers' other names", () => {
    expect(makeKey("Chevy")).toBe(makeKey("Chevrolet"));
    expect(makeKey("VW")).toBe(makeKey("Volkswagen"));
    expect(makeKey("RAM")).toBe(makeKey("Ram"));
  });

  it("try the model, the model with its series, and the series", () => {
    expect(modelKeys("Silverado", "1500")).toEqual(["silverado", "silverado1500", "1500"]);
    expect(modelKeys("330i", "3-Series")).toContain(nameKey("3 Series"));
    expect(modelKeys("Golf GTI", null)).toEqual(["golf"]);
    expect(modelKeys(null, null)).toEqual([]);
  });
});

describe("engineFigures", () => {
  it.each([
    ["2.7L V6 Turbo", 2.7, 6],
    ["2.0L L4", 2, 4],
    ["2.5L H4", 2.5, 4],
    ["1.0L L3 Turbo", 1, 3],
    ["5.3L V8", 5.3, 8],
    ["Electric", null, null],
  ])("%s", (engine, displacement, cylinders) => {
    expect(engineFigures(engine)).toEqual({ displacement, cylinders });
  });
});
