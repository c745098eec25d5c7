import { config } from "@/lib/config";
import type { PartsPage } from "@/domains/catalog/server";
import { vehicleLabel, type VehicleJson } from "@/domains/fitment";
import { JsonLd } from "@/lib/seo/json-ld";
import { productListData } from "@/lib/seo/structured-data";
import { PartCard } from "@/components/catalog/shop/part-card";
import { partCardJson } from "@/components/catalog/shop/part-card-data";
import { PageHeader } from "@/components/ui/page-header";
import { ShopPagination } from "../shop-pagination";
import { ActiveFilters } from "./active-filters";
import { FilterPanel, type FinderFacets } from "./filter-panel";
import { finderEntries, finderHref, type FinderParams } from "./finder-params";
import { FiltersDrawer, FiltersButton } from "./filters-drawer";
import { FitNotice } from "./fit-notice";
import { SearchBox } from "./search-box";
import { SortForm } from "./sort-form";

/**
 * The shop with its finder: the search box, the filters (a sidebar, a drawer on phones), the
 * order, the filters in force, then the parts found and their pages. `summary` is the line
 * above the parts; `children` replace the parts when there are none (or the query was bad).
 * `vehicle` is the one the parts were found for (`params.vehicle`), to name it; `notice` says how
 * the search was read (a corrected word).
 */
export function FinderView({
  params,
  facets,
  listing,
  summary,
  vehicle = null,
  notice = null,
  children,
}: {
  params: FinderParams;
  vehicle?: VehicleJson | null;
  facets: FinderFacets | null;
  listing: PartsPage | null;
  summary: React.ReactNode;
  notice?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const searching = finderEntries(params).length > 0;
  const parts = listing?.parts ?? [];
  return (
    <>
      {parts.length > 0 ? <JsonLd data={productListData(config().siteUrl, parts)} /> : null}
      <PageHeader
        title="Shop"
        trail={
          searching
            ? [
                { label: "Home", href: "/" },
                { label: "Shop", href: "/allParts" },
                { label: "Search" },
              ]
            : [{ label: "Home", href: "/" }, { label: "Shop" }]
        }
      />
      <section className="mx-auto max-w-7xl px-4 py-8" aria-labelledby="all-parts-title">
        <h2 id="all-parts-title" className="sr-only">
          {searching ? "Search results" : "All parts"}
        </h2>
        <SearchBox
          id="shop-search"
          label="Search the shop"
          defaultValue={params.q}
          keep={params.vehicle ? [["vehicle", params.vehicle]] : []}
        />
        <FiltersDrawer panel={facets ? <FilterPanel params={params} facets={facets} /> : null}>
          {notice}
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-3">
              {facets ? <FiltersButton /> : null}
              <p className="text-sm text-base-content/70" data-testid="finder-summary">
                {summary}
              </p>
            </div>
            {parts.length > 0 ? <SortForm params={params} /> : null}
          </div>
          <ActiveFilters
            params={params}
            vehicleName={vehicle ? vehicleLabel(vehicle) : undefined}
          />
          {vehicle ? <FitNotice params={params} vehicleName={vehicleLabel(vehicle)} /> : null}
          {parts.length > 0 && listing ? (
            <>
              <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {parts.map((part, index) => (
                  <PartCard
                    key={part._id}
                    card={partCardJson(part)}
                    showNewBadge={!searching && listing.page === 1}
                    // Only the first is fetched ahead: on a phone it alone is in view, and on
                    // wider screens the row shares one paint with it.
                    priority={index === 0}
                  />
                ))}
              </div>
              <ShopPagination
                page={listing.page}
                pageCount={listing.pageCount}
                hrefFor={(page) => finderHref(params, page)}
              />
            </>
          ) : (
            children
          )}
        </FiltersDrawer>
      </section>
    </>
  );
}
