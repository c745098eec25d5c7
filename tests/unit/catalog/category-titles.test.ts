import { allCategoryPages } from "@/domains/catalog/category-slugs";
import { categoryTitle } from "@/domains/catalog/category-titles";

describe("category titles", () => {
  it("names a group by itself and a leaf as people search for it", () => {
    expect(categoryTitle({ group: "Brakes" })).toBe("Brakes");
    expect(categoryTitle({ group: "Brakes", leaf: "Pads" })).toBe("Brake Pads");
    expect(categoryTitle({ group: "Filters", leaf: "Oil" })).toBe("Oil Filters");
  });

  it("gives every leaf that has a page a title no other leaf has", () => {
    const leaves = allCategoryPages().filter((page) => page.leaf);
    expect(new Set(leaves.map(categoryTitle)).size).toBe(leaves.length);
  });
});
