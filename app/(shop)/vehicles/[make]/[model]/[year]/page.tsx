import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import { vehicleLabel, vehiclePagePath } from "@/domains/fitment";
import { cachedVehiclePage } from "@/domains/catalog/server";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/page-metadata";
import { parseVehiclePageParams } from "@/domains/catalog";
import { vehiclePageTitle } from "@/components/catalog/vehicle-page/vehicle-page-links";
import { VehiclePageView } from "@/components/catalog/vehicle-page/vehicle-page-view";

// No landing page is built ahead: each is rendered on its first visit, then served from the cache.
export const generateStaticParams = () => [];

type Params = { make: string; model: string; year: string };

// A path that cannot name a vehicle (a year that is not four digits) is not looked up.
const findPage = cache(async (make: string, model: string, year: string) => {
  const params = parseVehiclePageParams({ make, model, year });
  return params ? cachedVehiclePage(params) : null;
});
const pageOf = ({ make, model, year }: Params) => findPage(make, model, year);

export async function generateMetadata({
  params,
}: PageProps<"/vehicles/[make]/[model]/[year]">): Promise<Metadata> {
  const page = await pageOf(await params);
  if (!page) return notFoundMetadata;
  const name = vehicleLabel(page.vehicle);
  const groups = page.groups.map(({ group }) => group.toLowerCase());
  const description =
    page.total > 0
      ? `${page.total} parts that fit the ${name}: ${groups.join(", ")}. Bulk prices and clear minimum order quantities.`
      : `Parts for the ${name} at Redline Parts: bulk prices and clear minimum order quantities.`;
  return {
    ...pageMetadata({
      title: vehiclePageTitle(page.vehicle),
      description,
      path: vehiclePagePath(page.vehicle),
    }),
    // A page of universal parts alone says nothing of the vehicle (see VehiclePage.fitted).
    ...(page.fitted ? {} : { robots: { index: false, follow: true } }),
  };
}

export default async function VehicleLandingPage({
  params,
}: PageProps<"/vehicles/[make]/[model]/[year]">) {
  const raw = await params;
  const page = await pageOf(raw);
  if (!page) notFound();
  const path = vehiclePagePath(page.vehicle);
  // "/vehicles/Ford/F-150/2019" names the same page: sent on to its one address.
  if (`/vehicles/${raw.make}/${raw.model}/${raw.year}` !== path) permanentRedirect(path);
  return <VehiclePageView page={page} />;
}
