import type { PartFacets } from "@/domains/catalog/server";
import {
  categoryPageOf,
  categoryPagePath,
  categoryPageTexts,
  categoryTitle,
} from "@/domains/catalog";
import { finderEntries, finderHref, type FinderParams } from "./finder-params";
import { FacetLists, type LandingLink } from "./facet-lists";
import { facetLinkClass } from "./facet-classes";
import { PriceForm } from "./price-form";

/** The facets of the filters, but brands counted without the brand filter: every brand stays
 * on offer (several brands combine with OR). */
export type FinderFacets = PartFacets;

function landingLink(category: string | undefined): LandingLink | null {
  const page = category ? categoryPageOf(category) : null;
  return page
    ? { href: categoryPagePath(page), label: categoryPageTexts.seeAll(categoryTitle(page)) }
    : null;
}

/** The finder's filters: plain links and one GET form, so each filtered page has its address. */
export function FilterPanel({ params, facets }: { params: FinderParams; facets: FinderFacets }) {
  const inStockHref = finderHref({ ...params, inStock: !params.inStock });
  return (
    <div className="flex flex-col gap-6" data-testid="finder-filters">
      <h2 className="text-lg font-bold">Filters</h2>
      <FacetLists
        params={params}
        categories={facets.categories}
        brands={facets.brands}
        landingPage={landingLink(params.category)}
      />
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
              className={facetLinkClass(params.inStock)}
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
