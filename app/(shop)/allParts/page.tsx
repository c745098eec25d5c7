import type { Metadata } from "next";
import { cachedPartsPage, cachedShopFacets } from "@/domains/catalog/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { SHOP_PAGE_SIZE } from "@/domains/catalog";
import { PartsListing, SHOP_DESCRIPTION } from "@/components/catalog/shop/parts-listing";

export const metadata: Metadata = pageMetadata({
  title: "Shop",
  description: SHOP_DESCRIPTION,
  path: "/allParts",
});

export default async function ShopPage() {
  const [listing, facets] = await Promise.all([
    cachedPartsPage("newest", 1, SHOP_PAGE_SIZE),
    cachedShopFacets(),
  ]);
  return <PartsListing listing={listing} facets={facets} />;
}
