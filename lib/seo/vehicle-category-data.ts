import { categoryTitle, vehicleCategoryPagePath, type CategorySlugs } from "@/domains/catalog";
import { vehicleLabel, vehiclePagePath, type VehicleJson } from "@/domains/fitment";
import type { Crumb } from "./breadcrumb-data";

/** Home › 2019 Ford F-150 › Brakes (› Brake Pads): the vehicle × category page's trail. */
export function vehicleCategoryBreadcrumbs(
  vehicle: VehicleJson,
  { group, leaf }: CategorySlugs,
): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: vehicleLabel(vehicle), path: vehiclePagePath(vehicle) },
    { name: group, path: vehicleCategoryPagePath(vehicle, { group }) },
    ...(leaf
      ? [
          {
            name: categoryTitle({ group, leaf }),
            path: vehicleCategoryPagePath(vehicle, { group, leaf }),
          },
        ]
      : []),
  ];
}
