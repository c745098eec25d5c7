// Which finder addresses search engines may index, and their canonical: the rule
// (domains/catalog/finder-indexing.ts) as the shop's pages apply it to the URL's query, and
// the robots.txt lines that keep crawlers out of the addresses that can never be indexable.
import { partsQuerySchema } from "@/domains/catalog";
import { finderIndexing, FINDER_ROBOTS_DISALLOW } from "@/domains/catalog/finder-indexing";
import { finderMetadata } from "@/lib/seo/finder-metadata";
import {
  finderHref,
  finderParamsOf,
  withoutBlankSort,
} from "@/components/catalog/shop/finder/finder-params";
import robots from "@/app/robots";

/** The address the search page's metadata reads for a query, as the page parses it. */
function searchPageHref(query: string): string {
  const raw = Object.fromEntries(new URLSearchParams(query));
  const parsed = partsQuerySchema.parse(withoutBlankSort(raw));
  return finderHref(finderParamsOf(parsed.filters, parsed.sort), parsed.page ?? 1);
}

const NOINDEX_FOLLOW = { index: false, follow: true };

describe("the finder's indexing rule", () => {
  it.each([
    ["/allParts", "/allParts"],
    ["/allParts?page=2", "/allParts?page=2"],
    ["/allParts?page=1", "/allParts"],
    // Another site's tracking or a page size names no other list.
    ["/allParts?utm_source=mail&limit=100", "/allParts"],
  ])("%s is indexable, its canonical %s", (href, canonical) => {
    expect(finderIndexing(href)).toEqual({ index: true, canonical });
  });

  it.each([
    ["a search", "/allParts?q=brake+pads", "/allParts?q=brake+pads"],
    ["a search, sorted", "/allParts?q=brake+pads&sort=price-asc", "/allParts?q=brake+pads"],
    ["a search as typed", "/allParts?q=brak&asTyped=1", "/allParts?q=brak&asTyped=1"],
    ["a category", "/allParts?category=Brakes", "/allParts?category=Brakes"],
    [
      "filters, sorted and priced, page 3",
      "/allParts?category=Brakes&brand=Bosch&minPrice=10&maxPrice=20&inStock=1&sort=name&page=3",
      "/allParts?category=Brakes&brand=Bosch&page=3",
    ],
    ["two brands", "/allParts?brand=Bosch&brand=ACDelco", "/allParts?brand=Bosch&brand=ACDelco"],
    ["a vehicle", "/allParts?vehicle=v1", "/allParts?vehicle=v1"],
    ["a sort alone", "/allParts?sort=price-desc", "/allParts"],
    ["a price alone, page 2", "/allParts?minPrice=10&maxPrice=20&page=2", "/allParts?page=2"],
    ["in stock alone", "/allParts?inStock=1", "/allParts"],
  ])("%s is noindex, its canonical without the order, prices or stock", (_, href, canonical) => {
    expect(finderIndexing(href)).toEqual({ index: false, canonical });
  });

  it("answers a search or filter noindex, follow; the shop's pages are indexable", () => {
    expect(finderMetadata({ title: "Shop", description: "d", href: "/allParts" })).toMatchObject({
      alternates: { canonical: "/allParts" },
    });
    expect(
      finderMetadata({ title: "Shop", description: "d", href: "/allParts" }),
    ).not.toHaveProperty("robots");
    const search = finderMetadata({
      title: "pads – Shop",
      description: "d",
      href: "/allParts?q=pads&sort=name",
    });
    expect(search).toMatchObject({
      robots: NOINDEX_FOLLOW,
      alternates: { canonical: "/allParts?q=pads" },
      openGraph: { url: "/allParts?q=pads" },
    });
  });

  it.each([
    ["q=brake pads&sort=price-asc", { index: false, canonical: "/allParts?q=brake+pads" }],
    [
      "category=Brakes&sort=&page=2",
      { index: false, canonical: "/allParts?category=Brakes&page=2" },
    ],
    ["minPrice=10&maxPrice=20", { index: false, canonical: "/allParts" }],
    ["sort=1&page=2", { index: false, canonical: "/allParts?page=2" }],
    ["q=  pads  &inStock=1", { index: false, canonical: "/allParts?q=pads" }],
  ])("the search page reads ?%s as %p", (query, expected) => {
    expect(finderIndexing(searchPageHref(query))).toEqual(expected);
  });
});

describe("robots.txt", () => {
  const { rules } = robots();
  const disallow = (Array.isArray(rules) ? rules[0]! : rules).disallow as string[];

  it("keeps crawlers out of every address with a search, a brand, a price, stock or an order", () => {
    for (const key of ["q", "asTyped", "brand", "minPrice", "maxPrice", "inStock", "sort"]) {
      expect(disallow).toContain(`/allParts?${key}=`);
      expect(disallow).toContain(`/allParts?*&${key}=`);
    }
    expect(disallow).toEqual(expect.arrayContaining(["/allParts/search", "/allParts/page/"]));
    expect(disallow).toEqual(expect.arrayContaining(["/api/", "/dashboard", "/purchase/"]));
  });

  /** Google's matching: `*` is any run of characters, a rule matches a URL's start. */
  const blocked = (url: string) =>
    FINDER_ROBOTS_DISALLOW.some((rule) =>
      new RegExp(`^${rule.replace(/[.?+^$()[\]{}|\\]/g, "\\$&").replace(/\*/g, ".*")}`).test(url),
    );

  it("blocks no indexable finder address, and every address that has one of those keys", () => {
    for (const url of [
      "/allParts",
      "/allParts?page=4",
      "/allParts?category=Brakes",
      "/allParts?vehicle=v1&category=Brakes",
    ]) {
      expect(blocked(url)).toBe(false);
    }
    for (const url of [
      "/allParts?q=pads",
      "/allParts?category=Brakes&sort=name",
      "/allParts?vehicle=v1&brand=Bosch",
      "/allParts?page=2&minPrice=5",
    ]) {
      expect(blocked(url)).toBe(true);
      expect(finderIndexing(url).index).toBe(false);
    }
  });
});
