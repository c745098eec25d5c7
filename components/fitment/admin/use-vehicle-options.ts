"use client";

import type { VehicleJson } from "@/domains/fitment";
import { useVehicleList as useList } from "@/components/fitment/vehicles/use-vehicle-picker";

const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields).toString()}`;

/**
 * The editor's vehicle lists, each asked for once its parent is chosen: makes and models as of
 * the range's first year (what the vehicle API answers), engines and submodels of that model.
 */
export function useVehicleOptions(year: string, make: string, model: string) {
  const vehicles = useList<VehicleJson>(
    year && make && model ? `/api/vehicles${query({ year, make, model })}` : null,
  );
  const submodels = [...new Set(vehicles.options.map((vehicle) => vehicle.submodel ?? ""))]
    .filter(Boolean)
    .sort();
  return {
    years: useList<number>("/api/vehicles/years"),
    makes: useList<string>(year ? `/api/vehicles/makes${query({ year })}` : null),
    models: useList<string>(year && make ? `/api/vehicles/models${query({ year, make })}` : null),
    engines: useList<string>(
      year && make && model ? `/api/vehicles/engines${query({ year, make, model })}` : null,
    ),
    submodels: { ...vehicles, options: submodels },
  };
}
