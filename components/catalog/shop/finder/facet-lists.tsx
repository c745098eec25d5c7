"use client";

import { CATEGORY_GROUPS, CATEGORY_SEPARATOR, groupOf } from "@/domains/catalog";
import { finderHref, toggleBrand, type FinderParams } from "./finder-params";
import { facetCountClass as countClass, facetLinkClass as linkClass } from "./facet-classes";

/** A category's or brand's value and how many of the parts found have it. */
export interface FacetCount {
  value: string;
  count: number;
}

function FacetLink({
  href,
  label,
  count,
  chosen,
}: {
  href: string;
  label: string;
  count: number;
  chosen: boolean;
}) {
  return (
    <li>
      <a href={href} className={linkClass(chosen)} aria-current={chosen ? "true" : undefined}>
        <span>{label}</span>
        <span className={countClass(chosen)}>{count}</span>
      </a>
    </li>
  );
}

/** The chosen category's landing page: the indexable page of what the filter shows. */
export interface LandingLink {
  href: string;
  label: string;
}

/** Categories by group, each group with the leaves the parts found are in. */
function CategoryFilter({
  params,
  categories,
  landingPage,
}: {
  params: FinderParams;
  categories: FacetCount[];
  landingPage: LandingLink | null;
}) {
  const groups = CATEGORY_GROUPS.map((group) => ({
    group,
    leaves: categories.filter((category) => groupOf(category.value) === group),
  })).filter(({ leaves }) => leaves.length > 0);
  const withCategory = (category?: string) => finderHref({ ...params, category });
  return (
    <section aria-labelledby="filter-category-title">
      <h3 id="filter-category-title" className="mb-1 font-semibold">
        Category
      </h3>
      <ul className="menu menu-sm w-full p-0">
        {params.category ? (
          <li>
            <a href={withCategory(undefined)}>All categories</a>
          </li>
        ) : null}
        {landingPage ? (
          <li>
            <a href={landingPage.href} className="link link-primary">
              {landingPage.label}
            </a>
          </li>
        ) : null}
        {groups.map(({ group, leaves }) => (
          <li key={group}>
            <a href={withCategory(group)} className={linkClass(params.category === group)}>
              <span>{group}</span>
              <span className={countClass(params.category === group)}>
                {leaves.reduce((sum, leaf) => sum + leaf.count, 0)}
              </span>
            </a>
            <ul>
              {leaves.map((leaf) => (
                <FacetLink
                  key={leaf.value}
                  href={withCategory(leaf.value)}
                  label={leaf.value.split(CATEGORY_SEPARATOR)[1] ?? leaf.value}
                  count={leaf.count}
                  chosen={params.category === leaf.value}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Brands to add to the filter or take out of it (several at once: any of them). */
function BrandFilter({ params, brands }: { params: FinderParams; brands: FacetCount[] }) {
  return (
    <section aria-labelledby="filter-brand-title">
      <h3 id="filter-brand-title" className="mb-1 font-semibold">
        Brand
      </h3>
      <ul className="menu menu-sm w-full p-0">
        {brands.map((brand) => (
          <FacetLink
            key={brand.value}
            href={finderHref(toggleBrand(params, brand.value))}
            label={`${params.brands.includes(brand.value) ? "✓ " : ""}${brand.value}`}
            count={brand.count}
            chosen={params.brands.includes(brand.value)}
          />
        ))}
      </ul>
    </section>
  );
}

/**
 * The category and brand links. Drawn in the browser too (a client component), so the page
 * sends each facet's name and count once, not its markup: with every category and brand of the
 * catalog, the links' markup was the larger part of the shop page's payload. The landing page's
 * link comes made, so the category titles and slugs stay on the server.
 */
export function FacetLists({
  params,
  categories,
  brands,
  landingPage,
}: {
  params: FinderParams;
  categories: FacetCount[];
  brands: FacetCount[];
  landingPage: LandingLink | null;
}) {
  return (
    <>
      <CategoryFilter params={params} categories={categories} landingPage={landingPage} />
      {brands.length > 0 ? <BrandFilter params={params} brands={brands} /> : null}
    </>
  );
}
