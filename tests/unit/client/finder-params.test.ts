/** @jest-environment jsdom */
import {
  finderHref,
  NO_FINDER_PARAMS,
  resultCountText,
  serviceSort,
  toggleBrand,
  withoutBlankSort,
  type FinderParams,
} from "@/components/catalog/shop/finder/finder-params";
import { activeFilterChips } from "@/components/catalog/shop/finder/filter-chips";
import { nextActive } from "@/components/catalog/shop/finder/typeahead";
import { partsQuerySchema } from "@/domains/catalog/public-queries";
import { finderMessages } from "@/domains/catalog/catalog-texts";

const search: FinderParams = {
  q: "brake pads",
  category: "Brakes › Pads",
  brands: ["Bosch", "Brembo"],
  minPrice: "10",
  maxPrice: "99.5",
  inStock: true,
  sort: "price-asc",
};

describe("finderHref", () => {
  it("is the shop's cached page when no finder parameter is set", () => {
    expect(finderHref(NO_FINDER_PARAMS)).toBe("/allParts");
    expect(finderHref(NO_FINDER_PARAMS, 3)).toBe("/allParts?page=3");
  });

  it("writes every parameter once, in a fixed order, brands repeated, the page last", () => {
    expect(finderHref(search, 2)).toBe(
      "/allParts?q=brake+pads&category=Brakes+%E2%80%BA+Pads&brand=Bosch&brand=Brembo" +
        "&minPrice=10&maxPrice=99.5&inStock=1&sort=price-asc&page=2",
    );
    expect(finderHref({ ...NO_FINDER_PARAMS, q: "bp1234" })).toBe("/allParts?q=bp1234");
  });
});

describe("toggleBrand", () => {
  it("adds a brand that is not chosen and removes one that is", () => {
    expect(toggleBrand(search, "ACDelco").brands).toEqual(["Bosch", "Brembo", "ACDelco"]);
    expect(toggleBrand(search, "Bosch").brands).toEqual(["Brembo"]);
  });
});

describe("activeFilterChips", () => {
  it("names each filter with a link to the finder without it, keeping the others", () => {
    const chips = activeFilterChips(search);
    expect(chips.map((chip) => chip.label)).toEqual([
      "“brake pads”",
      "Category: Brakes › Pads",
      "Brand: Bosch",
      "Brand: Brembo",
      "From 10.00$",
      "Up to 99.50$",
      "In stock only",
    ]);
    const bosch = new URL(chips[2]?.href ?? "", "http://x").searchParams;
    expect(bosch.getAll("brand")).toEqual(["Brembo"]);
    expect(bosch.get("q")).toBe("brake pads");
    const query = new URL(chips[0]?.href ?? "", "http://x").searchParams;
    expect(query.has("q")).toBe(false);
    expect(query.get("sort")).toBe("price-asc");
  });

  it("has no chips, and the sort alone makes none", () => {
    expect(activeFilterChips(NO_FINDER_PARAMS)).toEqual([]);
    expect(activeFilterChips({ ...NO_FINDER_PARAMS, sort: "name" })).toEqual([]);
  });
});

describe("sorting", () => {
  it("maps the API's sort words to the service's orders, best match for a search", () => {
    expect(serviceSort("1", "x")).toBe("newest");
    expect(serviceSort("-1", undefined)).toBe("oldest");
    expect(serviceSort("price-desc", "x")).toBe("price-desc");
    expect(serviceSort(undefined, "brake")).toBe("relevance");
    expect(serviceSort(undefined, undefined)).toBe("newest");
  });

  it("treats the sort box's empty 'Best match' as no sort", () => {
    expect(withoutBlankSort({ q: "x", sort: "" })).toEqual({ q: "x" });
    expect(withoutBlankSort({ q: "x", sort: "name" })).toEqual({ q: "x", sort: "name" });
  });
});

describe("resultCountText", () => {
  it("counts parts, singular for one, with the search text when there is one", () => {
    expect(resultCountText(12, "brake pads")).toBe("12 parts found for “brake pads”");
    expect(resultCountText(1)).toBe("1 part found");
    expect(resultCountText(0, "zzzz")).toBe("0 parts found for “zzzz”");
  });
});

describe("nextActive (typeahead arrow keys)", () => {
  it("goes down from the field to the first option and past the last back to the field", () => {
    expect(nextActive(-1, 1, 3)).toBe(0);
    expect(nextActive(2, 1, 3)).toBe(-1);
  });
  it("goes up from the field to the last option and from the first back to the field", () => {
    expect(nextActive(-1, -1, 3)).toBe(2);
    expect(nextActive(0, -1, 3)).toBe(-1);
  });
});

describe("partsQuerySchema's messages", () => {
  it("names the bad price itself and the bad sort, one message each", () => {
    const parsed = partsQuerySchema.safeParse({ minPrice: "abc", sort: "sideways" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.error.issues.map((issue) => issue.message)).toEqual([
      finderMessages.badPrice("minPrice"),
      finderMessages.badSort,
    ]);
  });
});
