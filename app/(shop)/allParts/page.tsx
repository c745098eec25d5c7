import type { Metadata } from "next";
import { config } from "@/lib/config";
import { cachedParts } from "@/lib/cache/public-data";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { JsonLd } from "@/lib/seo/json-ld";
import { productListData } from "@/lib/seo/structured-data";
import { PartCard } from "@/components/shop/part-card";
import { PageHeader } from "@/components/ui/page-header";

export const metadata: Metadata = pageMetadata({
  title: "Shop",
  description:
    "Every part we stock, with its price, minimum order quantity and stock: brake pads, rotors, filters, spark plugs, belts, shocks and more.",
  path: "/allParts",
});

export default async function ShopPage() {
  const parts = await cachedParts("newest");
  return (
    <>
      <JsonLd data={productListData(config().siteUrl, parts)} />
      <PageHeader title="Shop" trail={[{ label: "Home", href: "/" }, { label: "Shop" }]} />
      <section className="mx-auto max-w-7xl px-4 py-12" aria-label="All parts">
        {parts.length === 0 ? (
          <p className="py-16 text-center text-base-content/70">
            No parts are listed yet. Please check back soon.
          </p>
        ) : (
          <>
            <p className="mb-6 text-sm text-base-content/70">
              {parts.length} parts in stock for bulk orders
            </p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {parts.map((part, index) => (
                <PartCard key={part._id} part={part} showNewBadge priority={index < 4} />
              ))}
            </div>
          </>
        )}
      </section>
    </>
  );
}
