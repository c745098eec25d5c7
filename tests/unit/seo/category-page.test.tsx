// A category page as search engines read it: its title, its heading and the JSON-LD blocks in
// its HTML (BreadcrumbList Home › Group › Leaf, ItemList of the page's parts in Google's summary
// page form), its paging and brand links, and the crumbs of a part in a category without a page.
import { renderToStaticMarkup } from "react-dom/server";
import { categoryPageTexts, categoryTitle, finderIndexing } from "@/domains/catalog";
import type { PartJson } from "@/domains/catalog/part-json";
import type { CategoryPage } from "@/domains/catalog/server";
import { CategoryPageView } from "@/components/catalog/category-page/category-page-view";
import { partBreadcrumbs } from "@/lib/seo/breadcrumb-data";
import { jsonLdBlocks } from "../../helpers/json-ld";

// The cards' cart buttons ask for the app router, which only a running Next.js app mounts.
jest.mock("next/navigation", () => ({
  ...jest.requireActual<object>("next/navigation"),
  useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }),
}));

const siteUrl = "https://shop.test";

const part = (index: number): PartJson =>
  ({
    _id: `part-${index}`,
    productName: `Ceramic Pad Set ${index}`,
    productDescription: "Low-dust ceramic pads.",
    price: 24.5,
    orderQty: 10,
    orderMultiple: 1,
    priceTiers: [],
    coreCharge: 0,
    gtin: null,
    availableQty: 4800,
    lowStockBelow: 0,
    lowStockQty: null,
    image: "/images/parts/brake-pads.svg",
    createdAt: "2026-01-02T00:00:00.000Z",
    creator: { name: "Admin", uid: "admin" },
    partNumber: `BP-${index}`,
    brand: "Redline",
    category: "Brakes › Pads",
    oemNumbers: [],
    specs: [],
    supersedes: [],
    universal: false,
    retired: false,
    weight: 1.5,
    dimensions: { length: 8, width: 6, height: 3 },
    url: `/parts/bp-${index}-ceramic-pad-set`,
  }) as PartJson;

const secondPage: CategoryPage = {
  category: { group: "Brakes", leaf: "Pads" },
  parts: [part(25), part(26)],
  page: 2,
  pageSize: 24,
  total: 26,
  pageCount: 2,
  brands: [{ brand: "Redline", count: 26 }],
};

const render = (page: CategoryPage) =>
  renderToStaticMarkup(<CategoryPageView page={page} siteUrl={siteUrl} />);

describe("titles", () => {
  it("names a leaf as people search for it, a group by its name", () => {
    expect(categoryTitle({ group: "Brakes", leaf: "Pads" })).toBe("Brake Pads");
    expect(categoryTitle({ group: "Brakes" })).toBe("Brakes");
    expect(categoryPageTexts.titleOfPage("Brake Pads", 1)).toBe("Brake Pads");
    expect(categoryPageTexts.titleOfPage("Brake Pads", 2)).toBe("Brake Pads, page 2");
  });
});

describe("a category page's HTML", () => {
  const html = render(secondPage);
  const blocks = jsonLdBlocks(html);

  it("has the H1 and a BreadcrumbList Home › Brakes › Brake Pads with positions and URLs", () => {
    expect(html).toMatch(/<h1[^>]*>Brake Pads<\/h1>/);
    expect(blocks.find((block) => block["@type"] === "BreadcrumbList")).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: "Brakes", item: `${siteUrl}/categories/brakes` },
        {
          "@type": "ListItem",
          position: 3,
          name: "Brake Pads",
          item: `${siteUrl}/categories/brakes/pads`,
        },
      ],
    });
  });

  it("has an ItemList of the page's parts, positioned after the earlier pages', each a URL", () => {
    expect(blocks.find((block) => block["@type"] === "ItemList")).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      itemListElement: [
        { "@type": "ListItem", position: 25, url: `${siteUrl}/parts/bp-25-ceramic-pad-set` },
        { "@type": "ListItem", position: 26, url: `${siteUrl}/parts/bp-26-ceramic-pad-set` },
      ],
    });
  });

  it("links back to page 1 by its plain path, and each brand to the noindex finder", () => {
    expect(html).toContain('href="/categories/brakes/pads" rel="prev"');
    expect(html).not.toContain('rel="next"');
    const brandHref = "/allParts?category=Brakes+%E2%80%BA+Pads&amp;brand=Redline";
    expect(html).toContain(`href="${brandHref}"`);
    expect(finderIndexing(brandHref.replace("&amp;", "&")).index).toBe(false);
  });

  it("shows the empty state and no ItemList for a category without parts", () => {
    const empty = render({ ...secondPage, parts: [], page: 1, total: 0, pageCount: 1, brands: [] });
    expect(empty).toContain(categoryPageTexts.empty);
    expect(jsonLdBlocks(empty).map((block) => block["@type"])).toEqual(["BreadcrumbList"]);
  });
});

it("a part in Other (no category page) has the finder as its group's crumb", () => {
  const crumbs = partBreadcrumbs({ ...part(1), category: "Other › General" });
  expect(crumbs.map((crumb) => crumb.path)).toEqual([
    "/",
    "/allParts?category=Other",
    "/parts/bp-1-ceramic-pad-set",
  ]);
});
