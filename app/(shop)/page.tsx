import type { Metadata } from "next";
import { config } from "@/lib/config";
import { cachedParts } from "@/domains/catalog/server";
import { cachedTeam } from "@/domains/content/server";
import { cachedReviews } from "@/domains/reviews/server";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { JsonLd } from "@/lib/seo/json-ld";
import { organizationData, websiteData } from "@/lib/seo/structured-data";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { Hero } from "@/components/content/home/hero";
import { BrandStrip } from "@/components/content/home/brand-strip";
import { HOME_PARTS_COUNT, PartsSection } from "@/components/catalog/shop/parts-section";
import { PromoBanners } from "@/components/content/home/promo-banners";
import { ServiceHighlights } from "@/components/content/home/service-highlights";
import { StatsStrip } from "@/components/content/home/stats-strip";
import { TeamSection } from "@/components/content/team-section";
import { HowToOrder } from "@/components/content/home/how-to-order";
import { ReviewsSection } from "@/components/reviews/home/reviews-section";
import { Newsletter } from "@/components/content/home/newsletter";

export const metadata: Metadata = {
  ...pageMetadata({ description: SITE_DESCRIPTION, path: "/" }),
  title: { absolute: `Home Page | ${SITE_NAME}` },
};

export default async function HomePage() {
  const [parts, team, reviews] = await Promise.all([
    cachedParts("newest", HOME_PARTS_COUNT),
    cachedTeam(),
    cachedReviews(),
  ]);
  return (
    <>
      <JsonLd data={organizationData(config().siteUrl)} />
      <JsonLd data={websiteData(config().siteUrl)} />
      <Hero />
      <BrandStrip />
      <PartsSection parts={parts} />
      <PromoBanners />
      <ServiceHighlights />
      <StatsStrip />
      <TeamSection team={team} />
      <HowToOrder />
      <ReviewsSection reviews={reviews} />
      <Newsletter />
    </>
  );
}
