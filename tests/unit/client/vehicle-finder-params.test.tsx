import {
  FINDER_KEYS,
  finderHref,
  NO_FINDER_PARAMS,
  toggleBrand,
} from "@/components/catalog/shop/finder/finder-params";
import { activeFilterChips } from "@/components/catalog/shop/finder/filter-chips";

const forVehicle = { ...NO_FINDER_PARAMS, vehicle: "v-f150", q: "pads" };

describe("the finder's vehicle parameter", () => {
  it("makes /allParts the search page (next.config rewrites on every finder key)", () => {
    expect(FINDER_KEYS).toContain("vehicle");
  });

  it("stays in every link the finder writes", () => {
    expect(finderHref(forVehicle)).toBe("/allParts?vehicle=v-f150&q=pads");
    expect(finderHref(toggleBrand(forVehicle, "Stopwell"), 2)).toBe(
      "/allParts?vehicle=v-f150&q=pads&brand=Stopwell&page=2",
    );
  });

  it("has a chip naming the vehicle that removes only it", () => {
    const [chip] = activeFilterChips(forVehicle, "2019 Ford F-150");
    expect(chip).toEqual({ label: "Fits 2019 Ford F-150", href: "/allParts?q=pads" });
    expect(activeFilterChips({ ...NO_FINDER_PARAMS, vehicle: "v-f150" })[0]).toEqual({
      label: "Fits the chosen vehicle",
      href: "/allParts",
    });
  });
});
