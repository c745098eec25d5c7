import { allCategoryPages } from "@/domains/catalog/category-slugs";
import { categoryTitle } from "@/domains/catalog/category-titles";

describe("category titles", () => {
  it("names a group by itself and a leaf as people search for it", () => {
    expect(categoryTitle({ group: "Brakes" })).toBe("Brakes");
    expect(categoryTitle({ group: "Brakes", leaf: "Pads" })).toBe("Brake Pads");
    expect(categoryTitle({ group: "Filters", leaf: "Oil" })).toBe("Oil Filters");
  });

  it("has a title of its own for every leaf that has a page, none repeated", () => {
    const leaves = allCategoryPages().filter((page) => page.leaf);
    const titles = leaves.map(categoryTitle);
    expect(new Set(titles).size).toBe(leaves.length);
    for (const page of leaves) expect(categoryTitle(page)).toMatch(/\s|s$/);
  });
});
