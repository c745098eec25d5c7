import type { vehicles } from "@/models";
import { slugOf } from "@/lib/text";

/** A vehicle in the API; a blank submodel or engine (a base vehicle's) is null. */
export interface VehicleJson {
  _id: string;
  year: number;
  make: string;
  model: string;
  submodel: string | null;
  engine: string | null;
}

export type VehicleRow = typeof vehicles.$inferSelect;

export function toVehicleJson(row: Omit<VehicleRow, "makeSlug" | "modelSlug">): VehicleJson {
  return {
    _id: row.id,
    year: row.year,
    make: row.make,
    model: row.model,
    submodel: row.submodel || null,
    engine: row.engine || null,
  };
}

/** "2019 Ford F-150 XLT 2.7L V6 Turbo": how a vehicle is named on every screen. */
export function vehicleLabel(vehicle: Omit<VehicleJson, "_id">): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.submodel, vehicle.engine]
    .filter((word) => word !== null && word !== "")
    .join(" ");
}

/** The stored slugs of a vehicle's make and model. */
export const vehicleSlugs = (vehicle: { make: string; model: string }) => ({
  makeSlug: slugOf(vehicle.make),
  modelSlug: slugOf(vehicle.model),
});

/** The landing page of a base vehicle: /vehicles/ford/f-150/2019. */
export const vehiclePagePath = (vehicle: { make: string; model: string; year: number }) =>
  `/vehicles/${slugOf(vehicle.make)}/${slugOf(vehicle.model)}/${vehicle.year}`;
