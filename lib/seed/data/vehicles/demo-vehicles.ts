import { MODEL_LINES, type ModelLine } from "./model-lines";

/** A demo vehicle record: a base vehicle (blank submodel and engine) or a configuration. */
export interface SeedVehicle {
  year: number;
  make: string;
  model: string;
  submodel: string;
  engine: string;
  /** The model line it belongs to, for the fitment rules (origin, body). */
  line: ModelLine;
}

/** The identity of a vehicle record, as the unique index sees it. */
export const vehicleKey = (vehicle: Omit<SeedVehicle, "line">) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.submodel, vehicle.engine].join("|");

/** Every year of every model line as a base vehicle, followed by its engine configurations. */
export function demoVehicles(): SeedVehicle[] {
  return MODEL_LINES.flatMap((line) => {
    const years = Array.from({ length: line.to - line.from + 1 }, (_, i) => line.from + i);
    return years.flatMap((year) => [
      { year, make: line.make, model: line.model, submodel: "", engine: "", line },
      ...line.engines
        .filter((option) => option.from <= year && year <= option.to)
        .map((option) => ({
          year,
          make: line.make,
          model: line.model,
          submodel: option.submodel ?? "",
          engine: option.engine,
          line,
        })),
    ]);
  });
}
