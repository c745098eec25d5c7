"use client";

import { useState } from "react";
import { createFetchCache } from "@/lib/client/fetch-cache";
import { fetchVehicleList, findVehicles, vehicleListPaths } from "@/domains/fitment/client";
import type { VehicleJson } from "@/domains/fitment";

/** What the buyer has picked so far; each step is blank until chosen. */
export interface VehicleSelection {
  year: string;
  make: string;
  model: string;
  engine: string;
}

const NOTHING_PICKED: VehicleSelection = { year: "", make: "", model: "", engine: "" };

/** One select's options as the API gives them, with its loading and error state. */
export interface PickerList<T> {
  options: T[];
  loading: boolean;
  failed: boolean;
}

/** The vehicle API's lists by path: they change only when vehicles are written. */
const vehicleLists = createFetchCache(fetchVehicleList);

/** One of the vehicle API's lists, asked for once `path` is known (null: not yet). */
export function useVehicleList<T>(path: string | null): PickerList<T> {
  const { data, error, loading } = vehicleLists.useFetched(path);
  return { options: (data ?? []) as T[], loading, failed: Boolean(error) };
}

/**
 * The cascade's state: each list is asked for once its parent is chosen, and changing a step
 * clears the steps after it (a 2019 model may not exist in 2015).
 */
export function useVehiclePicker(initial: Partial<VehicleSelection> = {}) {
  const [selection, setSelection] = useState<VehicleSelection>({ ...NOTHING_PICKED, ...initial });
  const { year, make, model } = selection;

  const years = useVehicleList<number>(vehicleListPaths.years());
  const makes = useVehicleList<string>(year ? vehicleListPaths.makes(year) : null);
  const models = useVehicleList<string>(year && make ? vehicleListPaths.models(year, make) : null);
  const engines = useVehicleList<string>(
    year && make && model ? vehicleListPaths.engines(year, make, model) : null,
  );

  const pick = (step: keyof VehicleSelection, value: string) =>
    setSelection((current) => {
      const next = { ...current, [step]: value };
      const order: (keyof VehicleSelection)[] = ["year", "make", "model", "engine"];
      for (const later of order.slice(order.indexOf(step) + 1)) next[later] = "";
      return next;
    });

  return {
    selection,
    pick,
    lists: { years, makes, models, engines },
    complete: Boolean(year && make && model),
  };
}

/**
 * The vehicle record a complete selection stands for: with no engine the base vehicle (its
 * fitment covers every configuration); with one, that engine without a submodel if the data has
 * it, else the first record with the engine. Null when nothing matches (data changed meanwhile).
 */
export async function resolveVehicle(selection: VehicleSelection): Promise<VehicleJson | null> {
  const { year, make, model, engine } = selection;
  const vehicles = await findVehicles(
    engine ? { year, make, model, engine } : { year, make, model },
  );
  if (!engine) return vehicles.find((v) => !v.submodel && !v.engine) ?? vehicles[0] ?? null;
  const withEngine = vehicles.filter((v) => v.engine === engine);
  return withEngine.find((v) => !v.submodel) ?? withEngine[0] ?? vehicles[0] ?? null;
}
