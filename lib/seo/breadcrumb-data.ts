import { categoryPageOf, categoryPagePath, categoryTitle, groupOf } from "@/domains/catalog";
import type { CategorySlugs, PartJson } from "@/domains/catalog";

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

/** Home › Group (› Leaf): a category page's trail, each crumb its landing page. */
export function categoryBreadcrumbs({ group, leaf }: CategorySlugs): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: group, path: categoryPagePath({ group }) },
    ...(leaf
      ? [{ name: categoryTitle({ group, leaf }), path: categoryPagePath({ group, leaf }) }]
      : []),
  ];
}

// "Other" has no landing page: its parts' crumb is the finder filtered by the group.
const finderCrumbs = (group: string): Crumb[] => [
  { name: "Home", path: "/" },
  { name: group, path: `/allParts?${new URLSearchParams({ category: group })}` },
];

/** Home › the part's category group › its leaf › the part. */
export function partBreadcrumbs(part: Pick<PartJson, "category" | "productName" | "url">): Crumb[] {
  const category = categoryPageOf(part.category);
  return [
    ...(category ? categoryBreadcrumbs(category) : finderCrumbs(groupOf(part.category))),
    { name: part.productName, path: part.url },
  ];
}
