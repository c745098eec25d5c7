/** @jest-environment jsdom */
import { PAGE_GAP, shopPageHref, visiblePages } from "@/components/catalog/shop/shop-pages";

describe("shopPageHref", () => {
  it("links page 1 to the spec's plain /allParts and later pages by query", () => {
    expect(shopPageHref(1)).toBe("/allParts");
    expect(shopPageHref(2)).toBe("/allParts?page=2");
    expect(shopPageHref(17)).toBe("/allParts?page=17");
  });
});

describe("visiblePages", () => {
  it("lists every page when the window around the current one covers them all", () => {
    expect(visiblePages(1, 1)).toEqual([1]);
    expect(visiblePages(2, 3)).toEqual([1, 2, 3]);
    expect(visiblePages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows the first, the last and two either side of the current page, with gaps between", () => {
    expect(visiblePages(10, 20)).toEqual([1, PAGE_GAP, 8, 9, 10, 11, 12, PAGE_GAP, 20]);
  });

  it("puts a gap only where pages are skipped", () => {
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, PAGE_GAP, 20]);
    expect(visiblePages(20, 20)).toEqual([1, PAGE_GAP, 18, 19, 20]);
    // Page 4 reaches back to 2, right after 1: no gap on that side.
    expect(visiblePages(4, 20)).toEqual([1, 2, 3, 4, 5, 6, PAGE_GAP, 20]);
    // Page 5 reaches back to 3: page 2 is skipped.
    expect(visiblePages(5, 20)).toEqual([1, PAGE_GAP, 3, 4, 5, 6, 7, PAGE_GAP, 20]);
  });

  it("marks even a single skipped page as a gap", () => {
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, PAGE_GAP, 5]);
  });
});
