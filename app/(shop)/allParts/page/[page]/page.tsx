import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { cachedPartsPage, cachedShopFacets } from "@/domains/catalog/server";
import { notFoundMetadata } from "@/lib/seo/page-metadata";
import { finderMetadata } from "@/lib/seo/finder-metadata";
import { SHOP_PAGE_SIZE, shopPageSchema } from "@/domains/catalog";
import { PartsListing, SHOP_DESCRIPTION } from "@/components/catalog/shop/parts-listing";
import { shopPageHref } from "@/components/catalog/shop/shop-pages";

// No page is built ahead: each is rendered on its first visit, then served from the cache.
export const generateStaticParams = () => [];

async function pageNumber(params: PageProps<"/allParts/page/[page]">["params"]) {
  const parsed = shopPageSchema.safeParse((await params).page);
  if (!parsed.success) notFound();
  return parsed.data;
}

export async function generateMetadata({
  params,
}: PageProps<"/allParts/page/[page]">): Promise<Metadata> {
  const page = await pageNumber(params);
  // A page past the last one is not there: it must not be titled as a page of the shop.
  const { pageCount } = await cachedPartsPage("newest", page, SHOP_PAGE_SIZE);
  if (page > pageCount) return notFoundMetadata;
  return finderMetadata({
    title: `Shop, page ${page}`,
    description: SHOP_DESCRIPTION,
    href: shopPageHref(page),
  });
}

/** `/allParts?page=N` lands here (next.config rewrites it); the address bar keeps the query. */
export default async function ShopLaterPage({ params }: PageProps<"/allParts/page/[page]">) {
  const page = await pageNumber(params);
  if (page === 1) redirect("/allParts");
  const [listing, facets] = await Promise.all([
    cachedPartsPage("newest", page, SHOP_PAGE_SIZE),
    cachedShopFacets(),
  ]);
  if (page > listing.pageCount) notFound();
  return <PartsListing listing={listing} facets={facets} />;
}
