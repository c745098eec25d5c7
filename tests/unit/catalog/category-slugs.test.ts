import {
  allCategoryPages,
  categoryFromSlugs,
  categoryPagePath,
  slugsOfCategory,
} from "@/domains/catalog/category-slugs";
import { CATEGORIES } from "@/domains/catalog/categories";

describe("category slugs", () => {
  it("names groups and leaves by lower-case dashed slugs", () => {
    expect(categoryFromSlugs("brakes")).toEqual({ group: "Brakes" });
    expect(categoryFromSlugs("brakes", "pads")).toEqual({ group: "Brakes", leaf: "Pads" });
    expect(categoryFromSlugs("ignition", "spark-plugs")).toEqual({
      group: "Ignition",
      leaf: "Spark Plugs",
    });
    expect(categoryPagePath({ group: "Drivetrain", leaf: "CV Axles" })).toBe(
      "/categories/drivetrain/cv-axles",
    );
  });

  it("finds no page for unknown slugs, a leaf of another group, other spellings or Other", () => {
    expect(categoryFromSlugs("brake")).toBeNull();
    expect(categoryFromSlugs("brakes", "oil")).toBeNull();
    expect(categoryFromSlugs("Brakes")).toBeNull();
    expect(categoryFromSlugs("other")).toBeNull();
    expect(categoryFromSlugs("other", "general")).toBeNull();
  });

  it("maps a part's category to its leaf page, and every page's path back to itself", () => {
    expect(slugsOfCategory("Filters › Cabin")).toEqual({ group: "Filters", leaf: "Cabin" });
    expect(slugsOfCategory("Other › General")).toBeNull();
    const pages = allCategoryPages();
    expect(pages).toHaveLength(10 + CATEGORIES.length - 1);
    for (const page of pages) {
      const [, , group, leaf] = categoryPagePath(page).split("/");
      expect(categoryFromSlugs(group!, leaf)).toEqual(page);
    }
  });
});
