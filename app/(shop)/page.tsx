import type { Metadata } from "next";
import { config } from "@/lib/config";
import { cachedParts, cachedTeam, cachedReviews } from "@/lib/services/catalog";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { JsonLd } from "@/lib/seo/json-ld";
import { organizationData } from "@/lib/seo/structured-data";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { Hero } from "@/components/home/hero";
import { BrandStrip } from "@/components/home/brand-strip";
import { HOME_PARTS_COUNT, PartsSection } from "@/components/home/parts-section";
import { PromoBanners } from "@/components/home/promo-banners";
import { ServiceHighlights } from "@/components/home/service-highlights";
import { StatsStrip } from "@/components/home/stats-strip";
import { TeamSection } from "@/components/home/team-section";
import { HowToOrder } from "@/components/home/how-to-order";
import { ReviewsSection } from "@/components/home/reviews-section";
import { Newsletter } from "@/components/home/newsletter";

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
