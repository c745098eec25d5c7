import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { config } from "@/lib/config";
import { cachedPartForSlug, cachedReplacementPath, slugKeys } from "@/domains/catalog/server";
import { partNumberKey } from "@/lib/text";
import { cachedPartFitment } from "@/domains/fitment/server";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/page-metadata";
import { cachedShippingRates } from "@/domains/shipping/server";
import { JsonLd } from "@/lib/seo/json-ld";
import { productData } from "@/lib/seo/structured-data";
import { breadcrumbData, partBreadcrumbs } from "@/lib/seo/breadcrumb-data";
import { partMerchantFacts } from "@/lib/seo/part-merchant-facts";
import { returnPolicy } from "@/lib/seo/return-policy";
import { excerpt } from "@/lib/text";
import { PartDetails } from "@/components/catalog/part/part-details";
import { RetiredPart, retiredPartMetadata } from "@/components/catalog/part/retired-part";

// No part page is built ahead: each is rendered on its first visit, then served from the cache.
export const generateStaticParams = () => [];

// Slugs are lower case; "/parts/BP-1234-…" names the same part and is sent on to its page.
const findPart = cache((slug: string) => cachedPartForSlug(slug.toLowerCase()));

/**
 * The part the slug names, on its current path only: an old or other spelling moves there, and
 * so does a number another part replaces (a supersession), to the part sold now.
 */
async function loadPart(slug: string) {
  const part = await findPart(slug);
  const named = part ? [partNumberKey(part.partNumber)] : slugKeys(slug.toLowerCase());
  const replacement = await cachedReplacementPath(named);
  if (replacement) permanentRedirect(replacement);
  if (!part) notFound();
  if (part.url !== `/parts/${slug}`) permanentRedirect(part.url);
  return part;
}

export async function generateMetadata({ params }: PageProps<"/parts/[slug]">): Promise<Metadata> {
  const { slug } = await params;
  const part = await findPart(slug);
  if (!part) return notFoundMetadata;
  if (part.retired) return retiredPartMetadata;
  const page = pageMetadata({
    title: `${part.productName} ${part.partNumber}`,
    description: excerpt(`${part.brand} ${part.partNumber}: ${part.productDescription}`, 155),
    path: part.url,
  });
  return { ...page, openGraph: { ...page.openGraph, images: [{ url: part.image }] } };
}

export default async function PartPage({ params }: PageProps<"/parts/[slug]">) {
  const { slug } = await params;
  const part = await loadPart(slug);
  // Answered 410 Gone (lib/http/gone-pages.ts): no offer, no buying.
  if (part.retired) return <RetiredPart part={part} />;
  const [fitment, rates] = await Promise.all([cachedPartFitment(part._id), cachedShippingRates()]);
  const { siteUrl } = config();
  const merchant = partMerchantFacts(part, fitment, rates, returnPolicy());
  return (
    <article>
      <JsonLd data={productData(siteUrl, part, merchant)} />
      <JsonLd data={breadcrumbData(siteUrl, partBreadcrumbs(part))} />
      <PartDetails part={part} fitment={fitment} />
    </article>
  );
}
