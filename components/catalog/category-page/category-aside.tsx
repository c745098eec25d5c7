import {
  categoryPagePath,
  categoryPageTexts as texts,
  categoryTitle,
  type CategorySlugs,
} from "@/domains/catalog";
import type { BrandCount } from "@/domains/catalog/server";
import { CATEGORY_TREE } from "@/domains/catalog/categories";
import { brandFinderHref } from "./category-page-links";

/** A group page's leaves, each a link to its own page. */
function LeafLinks({ category }: { category: CategorySlugs }) {
  if (category.leaf) return null;
  return (
    <nav aria-labelledby="category-leaves-title">
      <h2 id="category-leaves-title" className="mb-2 text-lg font-bold">
        {texts.subcategoriesTitle}
      </h2>
      <ul className="menu menu-sm w-full p-0">
        {CATEGORY_TREE[category.group].map((leaf) => (
          <li key={leaf}>
            <a href={categoryPagePath({ group: category.group, leaf })}>
              {categoryTitle({ group: category.group, leaf })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The category's brands and how many of its parts each makes, each a link to the finder. */
function BrandSummary({ category, brands }: { category: CategorySlugs; brands: BrandCount[] }) {
  if (brands.length === 0) return null;
  return (
    <nav aria-labelledby="category-brands-title" className="rounded-box bg-base-200 p-4">
      <h2 id="category-brands-title" className="mb-2 text-lg font-bold">
        {texts.brandsTitle}
      </h2>
      <ul className="menu menu-sm w-full p-0" data-testid="category-brands">
        {brands.map(({ brand, count }) => (
          <li key={brand}>
            <a href={brandFinderHref(category, brand)} className="flex justify-between gap-2">
              <span>{brand}</span>
              <span className="text-base-content/70">{count}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Beside the list: a group's leaves and the category's brands. */
export function CategoryAside({
  category,
  brands,
}: {
  category: CategorySlugs;
  brands: BrandCount[];
}) {
  return (
    <aside className="space-y-8 lg:order-first" aria-label={categoryTitle(category)}>
      <LeafLinks category={category} />
      <BrandSummary category={category} brands={brands} />
    </aside>
  );
}
