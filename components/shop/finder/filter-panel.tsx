import { CATEGORY_GROUPS, CATEGORY_SEPARATOR, groupOf } from "@/lib/contract/categories";
import type { PartFacets } from "@/lib/services/catalog";
import { finderEntries, finderHref, toggleBrand, type FinderParams } from "./finder-params";
import { PriceForm } from "./price-form";

type FacetCount = PartFacets["brands"][number];

/** The facets of the filters, but brands counted without the brand filter: every brand stays
 * on offer (several brands combine with OR). */
export type FinderFacets = PartFacets;

const linkClass = (chosen: boolean) =>
  `flex justify-between gap-2 ${chosen ? "menu-active font-semibold" : ""}`;
// A count reads in the link's own colour when chosen (dimmed grey on the dark highlight would
// fall below the contrast a reader needs).
const countClass = (chosen: boolean) => (chosen ? "" : "text-base-content/70");

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

/** Categories by group, each group with the leaves the parts found are in. */
function CategoryFilter({
  params,
  categories,
}: {
  params: FinderParams;
  categories: FacetCount[];
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

/** The finder's filters: plain links and one GET form, so each filtered page has its address. */
export function FilterPanel({ params, facets }: { params: FinderParams; facets: FinderFacets }) {
  const inStockHref = finderHref({ ...params, inStock: !params.inStock });
  return (
    <div className="flex flex-col gap-6" data-testid="finder-filters">
      <h2 className="text-lg font-bold">Filters</h2>
      <CategoryFilter params={params} categories={facets.categories} />
      {facets.brands.length > 0 ? <BrandFilter params={params} brands={facets.brands} /> : null}
      <PriceForm
        params={params}
        hidden={finderEntries({ ...params, minPrice: undefined, maxPrice: undefined })}
        range={facets.price}
      />
      <section aria-labelledby="filter-stock-title">
        <h3 id="filter-stock-title" className="mb-1 font-semibold">
          Availability
        </h3>
        <ul className="menu menu-sm w-full p-0">
          <li>
            <a
              href={inStockHref}
              className={linkClass(params.inStock)}
              aria-current={params.inStock ? "true" : undefined}
            >
              {params.inStock ? "✓ In stock only" : "In stock only"}
            </a>
          </li>
        </ul>
      </section>
    </div>
  );
}
