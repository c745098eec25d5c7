import type { Metadata } from "next";
import { cache } from "react";
import { notFound } from "next/navigation";
import { partFacets, searchParts } from "@/domains/catalog/server";
import { getVehicle } from "@/domains/fitment/server";
import { NotFoundError } from "@/lib/errors";
import { vehicleLabel } from "@/domains/fitment";
import { finderMetadata } from "@/lib/seo/finder-metadata";
import { SHOP_PAGE_SIZE, partsQuerySchema } from "@/domains/catalog";
import { SHOP_DESCRIPTION } from "@/components/catalog/shop/parts-listing";
import { FinderView } from "@/components/catalog/shop/finder/finder-view";
import { EmptyResults } from "@/components/catalog/shop/finder/empty-results";
import { SearchCorrection } from "@/components/catalog/shop/finder/search-correction";
import {
  finderHref,
  finderParamsOf,
  NO_FINDER_PARAMS,
  resultCountText,
  serviceSort,
  withoutBlankSort,
} from "@/components/catalog/shop/finder/finder-params";

type Props = PageProps<"/allParts/search">;

/** The URL's query, read with the API's own schema: the same words mean the same search. */
async function readQuery(searchParams: Props["searchParams"]) {
  return partsQuerySchema.safeParse(withoutBlankSort(await searchParams));
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const parsed = await readQuery(searchParams);
  if (!parsed.success) return { title: "Shop search", robots: { index: false, follow: true } };
  const params = finderParamsOf(parsed.data.filters, parsed.data.sort);
  const subject = params.q ?? params.category ?? params.brands.join(", ");
  const { vehicle } = await readVehicle(parsed.data.filters.vehicleId);
  const forVehicle = vehicle ? ` for ${vehicleLabel(vehicle)}` : "";
  // A search or filter is noindex, its canonical without the order, prices or stock filter.
  return finderMetadata({
    title: `${subject ? `${subject} – Shop` : "Shop"}${forVehicle}`,
    description: SHOP_DESCRIPTION,
    href: finderHref(params, parsed.data.page ?? 1),
  });
}

/** A query the finder cannot take: its messages, no results. */
function QueryError({ messages }: { messages: string[] }) {
  return (
    <FinderView params={NO_FINDER_PARAMS} facets={null} listing={null} summary={null}>
      <div role="alert" className="alert alert-error" data-testid="finder-error">
        <ul>
          {[...new Set(messages)].map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    </FinderView>
  );
}

/**
 * The vehicle the parts are found for, to name it; an id no vehicle has is the query's error.
 * Read once per request for the title and the page.
 */
const readVehicle = cache(async (vehicleId: string | undefined) => {
  if (!vehicleId) return { vehicle: null };
  try {
    return { vehicle: await getVehicle(vehicleId) };
  } catch (error) {
    if (error instanceof NotFoundError) return { error: error.message };
    throw error;
  }
});

/**
 * `/allParts?q=…` (or any other finder parameter) lands here: next.config rewrites it, the
 * address bar keeps the query. Rendered per request; a bad parameter is named, not a 500.
 */
export default async function ShopSearchPage({ searchParams }: Props) {
  const parsed = await readQuery(searchParams);
  if (!parsed.success)
    return <QueryError messages={parsed.error.issues.map((issue) => issue.message)} />;
  const { filters, sort, page = 1 } = parsed.data;
  const chosen = await readVehicle(filters.vehicleId);
  if (chosen.error !== undefined) return <QueryError messages={[chosen.error]} />;
  const [listing, facets, brandFacets] = await Promise.all([
    searchParts(filters, serviceSort(sort, filters.q, filters.vehicleId), page, SHOP_PAGE_SIZE),
    partFacets(filters),
    partFacets({ ...filters, brands: [] }),
  ]);
  // A page past the last one is not there (page 1 of nothing is the empty state).
  if (page > listing.pageCount) notFound();
  const params = finderParamsOf(filters, sort);
  const pageInfo = listing.pageCount > 1 ? ` · page ${page} of ${listing.pageCount}` : "";
  return (
    <FinderView
      params={params}
      facets={{ ...facets, brands: brandFacets.brands }}
      listing={listing}
      summary={`${resultCountText(listing.total, listing.correctedQuery ?? filters.q)}${pageInfo}`}
      vehicle={chosen.vehicle}
      notice={
        listing.correctedQuery ? (
          <SearchCorrection params={params} corrected={listing.correctedQuery} />
        ) : null
      }
    >
      <EmptyResults q={filters.q} />
    </FinderView>
  );
}
