import { vehicleLabel, vehiclePagePath, type VehicleJson } from "@/domains/fitment";

/**
 * The shop narrowed to the parts that fit a vehicle (and a category, when given). A plain link:
 * which page answers `/allParts?…` depends on the query, a rewrite the client router does not
 * follow (see the finder's links).
 */
export function vehicleShopHref(vehicleId: string, category?: string): string {
  const query = new URLSearchParams({ vehicle: vehicleId });
  if (category) query.set("category", category);
  return `/allParts?${query.toString()}`;
}

/** "2019 Ford F-150 Parts": the landing page's title and heading. */
export const vehiclePageTitle = (vehicle: VehicleJson) => `${vehicleLabel(vehicle)} Parts`;

/** The landing page of the same model in another year. */
export const yearPagePath = (vehicle: VehicleJson, year: number) =>
  vehiclePagePath({ ...vehicle, year });
