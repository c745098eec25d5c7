import type { PartFacets, PartsPage } from "@/domains/catalog/server";
import { FinderView } from "./finder/finder-view";
import { NO_FINDER_PARAMS } from "./finder/finder-params";

export const SHOP_DESCRIPTION =
  "Every part we stock, with its price, minimum order quantity and stock: brake pads, rotors, filters, spark plugs, belts, shocks and more.";

/**
 * The shop: one page of parts, newest first, with links to the other pages when there are any,
 * and the finder's search box and filters (every filter is a link to the search page).
 */
export function PartsListing({ listing, facets }: { listing: PartsPage; facets: PartFacets }) {
  const { page, pageCount, total } = listing;
  return (
    <FinderView
      params={NO_FINDER_PARAMS}
      facets={facets}
      listing={listing}
      summary={
        total > 0
          ? `${total} parts listed for bulk orders${pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}`
          : null
      }
    >
      <p className="py-16 text-center text-base-content/70">
        No parts are listed yet. Please check back soon.
      </p>
    </FinderView>
  );
}
