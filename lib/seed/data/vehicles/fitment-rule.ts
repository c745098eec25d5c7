import type { SeedVehicle } from "./demo-vehicles";
import type { Body, Origin } from "./model-lines";

/**
 * Which vehicles a rule speaks about. Without `engine` it names base vehicles (the fit covers
 * every configuration); with `engine` it names the configurations whose engine matches.
 */
export interface VehicleFilter {
  makes?: string[];
  /** "Make Model", e.g. "Ford F-150". */
  models?: string[];
  years?: [number, number];
  origins?: Origin[];
  bodies?: Body[];
  engine?: RegExp;
  /** With `engine`: that submodel's configurations (a blank submodel's already cover it). */
  submodel?: string;
}

/** Parts that fit the vehicles a filter names, at a position, so many per vehicle, on a condition. */
export interface FitmentRule {
  parts: string[];
  on: VehicleFilter;
  position?: string;
  /** "cylinders": one per cylinder of the configuration's engine (spark plugs, coils). */
  quantity?: number | "cylinders";
  note?: string;
}

export const rule = (
  parts: string[],
  on: VehicleFilter,
  extra: Omit<FitmentRule, "parts" | "on"> = {},
): FitmentRule => ({ parts, on, ...extra });

export function matches(filter: VehicleFilter, vehicle: SeedVehicle): boolean {
  const { line } = vehicle;
  const configuration = filter.engine
    ? filter.engine.test(vehicle.engine) && vehicle.submodel === (filter.submodel ?? "")
    : vehicle.engine === "" && vehicle.submodel === "";
  if (!configuration) return false;
  if (filter.makes && !filter.makes.includes(line.make)) return false;
  if (filter.models && !filter.models.includes(`${line.make} ${line.model}`)) return false;
  if (filter.years && (vehicle.year < filter.years[0] || vehicle.year > filter.years[1])) {
    return false;
  }
  if (filter.origins && !filter.origins.includes(line.origin)) return false;
  return !filter.bodies || filter.bodies.includes(line.body);
}

/** "2.7L V6 Turbo" has 6 cylinders, "2.5L H4" 4, "1.0L L3 Turbo" 3. */
export function cylindersOf(engine: string): number {
  const count = /\b[LVH](\d+)\b/.exec(engine)?.[1];
  if (!count) throw new Error(`No cylinder count in engine "${engine}"`);
  return Number(count);
}
