import { config } from "@/lib/config";
import type { PartsPage } from "@/lib/services/catalog";
import { JsonLd } from "@/lib/seo/json-ld";
import { productListData } from "@/lib/seo/structured-data";
import { PartCard } from "@/components/shop/part-card";
import { PageHeader } from "@/components/ui/page-header";
import { ShopPagination } from "./shop-pagination";

export const SHOP_DESCRIPTION =
  "Every part we stock, with its price, minimum order quantity and stock: brake pads, rotors, filters, spark plugs, belts, shocks and more.";

/** The shop: one page of parts, newest first, with links to the other pages when there are any. */
export function PartsListing({ listing }: { listing: PartsPage }) {
  const { parts, page, pageCount, total } = listing;
  return (
    <>
      <JsonLd data={productListData(config().siteUrl, parts)} />
      <PageHeader title="Shop" trail={[{ label: "Home", href: "/" }, { label: "Shop" }]} />
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="all-parts-title">
        <h2 id="all-parts-title" className="sr-only">
          All parts
        </h2>
        {parts.length === 0 ? (
          <p className="py-16 text-center text-base-content/70">
            No parts are listed yet. Please check back soon.
          </p>
        ) : (
          <>
            <p className="mb-6 text-sm text-base-content/70">
              {total} parts listed for bulk orders
              {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ""}
            </p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {parts.map((part, index) => (
                <PartCard
                  key={part._id}
                  part={part}
                  showNewBadge={page === 1}
                  priority={index < 4}
                />
              ))}
            </div>
            <ShopPagination page={page} pageCount={pageCount} />
          </>
        )}
      </section>
    </>
  );
}
