import type { Metadata } from "next";
import { cachedPartsPage, cachedShopFacets } from "@/domains/catalog/server";
import { finderMetadata } from "@/lib/seo/finder-metadata";
import { SHOP_PAGE_SIZE } from "@/domains/catalog";
import { PartsListing, SHOP_DESCRIPTION } from "@/components/catalog/shop/parts-listing";

export const metadata: Metadata = finderMetadata({
  title: "Shop",
  description: SHOP_DESCRIPTION,
  href: "/allParts",
});

export default async function ShopPage() {
  const [listing, facets] = await Promise.all([
    cachedPartsPage("newest", 1, SHOP_PAGE_SIZE),
    cachedShopFacets(),
  ]);
  return <PartsListing listing={listing} facets={facets} />;
}
