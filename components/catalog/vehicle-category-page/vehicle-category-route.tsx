import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";
import {
  categoryTitle,
  parseVehicleCategoryPageParams,
  vehicleCategoryPagePath,
  vehicleCategoryTitle,
} from "@/domains/catalog";
import { cachedVehicleCategoryPage } from "@/domains/catalog/server";
import { vehicleLabel } from "@/domains/fitment";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/page-metadata";
import { VehicleCategoryPageView } from "./vehicle-category-page-view";

/** The path's segments as the four routes receive them (`number` from `…/page/N`). */
export interface VehicleCategoryRouteParams {
  make: string;
  model: string;
  year: string;
  group: string;
  leaf?: string;
  number?: string;
}

// Metadata and page share one read per request; a path that cannot name a page is not looked up.
const findPage = cache(async (key: string) => {
  const params = parseVehicleCategoryPageParams(JSON.parse(key) as VehicleCategoryRouteParams);
  return params ? cachedVehicleCategoryPage(params) : null;
});
const pageOf = ({ number, ...raw }: VehicleCategoryRouteParams) =>
  findPage(JSON.stringify({ ...raw, page: number }));

export async function vehicleCategoryMetadata(raw: VehicleCategoryRouteParams): Promise<Metadata> {
  const page = await pageOf(raw);
  if (!page) return notFoundMetadata;
  const what = categoryTitle(page.category).toLowerCase();
  return {
    ...pageMetadata({
      title: vehicleCategoryTitle(page.vehicle, page.category),
      description: `${page.total} ${what} parts that fit the ${vehicleLabel(page.vehicle)}. Bulk prices and clear minimum order quantities.`,
      path: vehicleCategoryPagePath(page.vehicle, page.category, page.page),
    }),
    // Universal parts alone say nothing of the vehicle (as on the vehicle's landing page).
    ...(page.fitted ? {} : { robots: { index: false, follow: true } }),
  };
}

const askedPath = ({ make, model, year, group, leaf, number }: VehicleCategoryRouteParams) =>
  `/vehicles/${make}/${model}/${year}/${group}${leaf ? `/${leaf}` : ""}${number ? `/page/${number}` : ""}`;

export async function VehicleCategoryRoute({ raw }: { raw: VehicleCategoryRouteParams }) {
  const page = await pageOf(raw);
  if (!page) notFound();
  const path = vehicleCategoryPagePath(page.vehicle, page.category, page.page);
  // "/vehicles/Ford/F-150/2019/Brakes" or "…/page/1" name the same page: sent to its one address.
  if (askedPath(raw) !== path) permanentRedirect(path);
  return <VehicleCategoryPageView page={page} />;
}
