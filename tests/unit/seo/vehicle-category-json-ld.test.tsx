// A vehicle × category page's title and path, and its JSON-LD blocks parsed as a crawler reads
// them: a BreadcrumbList Home › vehicle › group (› leaf) and an ItemList of the page's parts,
// with the properties Google's BreadcrumbList and carousel (summary list) documentation require.
import { renderToStaticMarkup } from "react-dom/server";
import {
  vehicleCategoryPagePath,
  vehicleCategoryTitle,
  vehicleGroupPagePath,
} from "@/domains/catalog/vehicle-category-page";
import { JsonLd } from "@/lib/seo/json-ld";
import { breadcrumbData } from "@/lib/seo/breadcrumb-data";
import { productListData } from "@/lib/seo/structured-data";
import { vehicleCategoryBreadcrumbs } from "@/lib/seo/vehicle-category-data";
import { jsonLdBlocks } from "../../helpers/json-ld";

const siteUrl = "https://shop.test";
const f150 = {
  _id: "2f6c1d8e-0000-4000-8000-000000000009",
  year: 2019,
  make: "Ford",
  model: "F-150",
  submodel: null,
  engine: null,
};
const pads = { group: "Brakes" as const, leaf: "Pads" };

type ListItem = { "@type": string; position: number; name: string; item?: string; url?: string };

const parsed = (data: Record<string, unknown>) =>
  jsonLdBlocks(renderToStaticMarkup(<JsonLd data={data} />))[0] as Record<string, unknown> & {
    itemListElement: ListItem[];
  };

describe("titles and paths", () => {
  it("names the vehicle and the group, or the leaf as people search for it", () => {
    expect(vehicleCategoryTitle(f150, { group: "Brakes" })).toBe("2019 Ford F-150 Brakes");
    expect(vehicleCategoryTitle(f150, pads)).toBe("2019 Ford F-150 Brake Pads");
    expect(vehicleCategoryTitle(f150, { group: "Filters", leaf: "Cabin" })).toBe(
      "2019 Ford F-150 Cabin Air Filters",
    );
  });
  it("puts the category's slugs after the vehicle's, and later pages' numbers after /page/", () => {
    expect(vehicleCategoryPagePath(f150, { group: "Brakes" })).toBe(
      "/vehicles/ford/f-150/2019/brakes",
    );
    expect(vehicleCategoryPagePath(f150, { group: "Ignition", leaf: "Spark Plugs" }, 2)).toBe(
      "/vehicles/ford/f-150/2019/ignition/spark-plugs/page/2",
    );
    expect(vehicleGroupPagePath(f150, "Brakes")).toBe("/vehicles/ford/f-150/2019/brakes");
    expect(vehicleGroupPagePath(f150, "Other")).toBeNull();
  });
});

describe("JSON-LD", () => {
  it("is a BreadcrumbList Home › vehicle › group › leaf with positions, names and URLs", () => {
    const data = parsed(breadcrumbData(siteUrl, vehicleCategoryBreadcrumbs(f150, pads)));
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("BreadcrumbList");
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${siteUrl}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "2019 Ford F-150",
        item: `${siteUrl}/vehicles/ford/f-150/2019`,
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Brakes",
        item: `${siteUrl}/vehicles/ford/f-150/2019/brakes`,
      },
      {
        "@type": "ListItem",
        position: 4,
        name: "Brake Pads",
        item: `${siteUrl}/vehicles/ford/f-150/2019/brakes/pads`,
      },
    ]);
  });
  it("ends at the group on a group's page", () => {
    const crumbs = vehicleCategoryBreadcrumbs(f150, { group: "Brakes" });
    expect(crumbs.map((crumb) => crumb.name)).toEqual(["Home", "2019 Ford F-150", "Brakes"]);
  });
  it("is an ItemList of the parts, each a ListItem with its position, name and page", () => {
    const parts = [
      { productName: "Ceramic Pads <b>", url: "/parts/bp-1-ceramic-pads" },
      { productName: "Semi-Metallic Pads", url: "/parts/bp-2-semi-metallic-pads" },
    ];
    const data = parsed(productListData(siteUrl, parts, "2019 Ford F-150 Brake Pads"));
    expect(data).toMatchObject({
      "@type": "ItemList",
      name: "2019 Ford F-150 Brake Pads",
      numberOfItems: 2,
    });
    expect(data.itemListElement).toEqual([
      {
        "@type": "ListItem",
        position: 1,
        name: "Ceramic Pads <b>",
        url: `${siteUrl}/parts/bp-1-ceramic-pads`,
      },
      {
        "@type": "ListItem",
        position: 2,
        name: "Semi-Metallic Pads",
        url: `${siteUrl}/parts/bp-2-semi-metallic-pads`,
      },
    ]);
  });
});
