import { vehicleLabel, vehiclePagePath, type VehicleJson } from "@/domains/fitment";
import {
  categoryFromSlugs,
  categoryPageGroups,
  categorySlugPath,
  type CategorySlugs,
} from "./category-slugs";
import { categoryTitle } from "./category-titles";
import { pagedPath, pageOfPath } from "./paged-path";
import { parseVehiclePageParams, type VehiclePageParams } from "./vehicle-page";

/** Parts a vehicle × category page shows at once; the rest are on its later pages. */
export const VEHICLE_CATEGORY_PAGE_SIZE = 24;

export interface VehicleCategoryPageParams extends VehiclePageParams {
  category: CategorySlugs;
  page: number;
}

/**
 * The page `/vehicles/{make}/{model}/{year}/{group}[/{leaf}][/page/{N}]` names, or null
 * when no vehicle or no category with a page can be named so: the caller answers 404.
 */
export function parseVehicleCategoryPageParams(raw: {
  make: string;
  model: string;
  year: string;
  group: string;
  leaf?: string;
  page?: string;
}): VehicleCategoryPageParams | null {
  const vehicle = parseVehiclePageParams(raw);
  const category = categoryFromSlugs(raw.group.toLowerCase(), raw.leaf?.toLowerCase());
  const page = pageOfPath(raw.page);
  return vehicle && category && page !== null ? { ...vehicle, category, page } : null;
}

type NamedVehicle = Pick<VehicleJson, "make" | "model" | "year">;

/**
 * `/vehicles/ford/f-150/2019/brakes` (page 1) or `…/brakes/pads/page/2`: later pages in the path,
 * each cached as a page of its own (no leaf is named "page").
 */
export function vehicleCategoryPagePath(
  vehicle: NamedVehicle,
  category: CategorySlugs,
  page = 1,
): string {
  return pagedPath(`${vehiclePagePath(vehicle)}/${categorySlugPath(category)}`, page);
}

/** "2019 Ford F-150 Brakes", "2019 Ford F-150 Brake Pads": the page's title and heading. */
export const vehicleCategoryTitle = (vehicle: NamedVehicle, category: CategorySlugs) =>
  `${vehicleLabel({ ...vehicle, submodel: null, engine: null })} ${categoryTitle(category)}`;

/** The vehicle × group page of a part's category group, or null for a group without pages. */
export function vehicleGroupPagePath(vehicle: NamedVehicle, group: string): string | null {
  const named = categoryPageGroups().find((candidate) => candidate === group);
  return named ? vehicleCategoryPagePath(vehicle, { group: named }) : null;
}
