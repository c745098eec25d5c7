import { CATEGORY_SEPARATOR, groupOf } from "@/domains/catalog";
import type { PartJson } from "@/domains/catalog";

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbData(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, siteUrl).toString(),
    })),
  };
}

// The category landing pages (issue 35's next round) do not exist yet: a category's crumb is
// the finder filtered by it, until /categories/{group}/{leaf} takes its place.
const categoryPath = (category: string) => `/allParts?${new URLSearchParams({ category })}`;

/** Home › the part's category group › its leaf › the part. */
export function partBreadcrumbs(part: Pick<PartJson, "category" | "productName" | "url">): Crumb[] {
  const group = groupOf(part.category);
  const leaf = part.category.split(CATEGORY_SEPARATOR)[1];
  return [
    { name: "Home", path: "/" },
    { name: group, path: categoryPath(group) },
    ...(leaf ? [{ name: leaf, path: categoryPath(part.category) }] : []),
    { name: part.productName, path: part.url },
  ];
}
