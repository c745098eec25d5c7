import type { FitmentRule, ModelLine, VehicleFilter } from "./schemas";

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

/** A demo fitment row: a part (by number) on a vehicle (by its identity key). */
export interface SeedFitment {
  partNumber: string;
  vehicleKey: string;
  position: string;
  quantity: number | null;
  note: string;
}

/** The identity of a vehicle record, as the unique index sees it. */
export const vehicleKey = (vehicle: Omit<SeedVehicle, "line">) =>
  [vehicle.year, vehicle.make, vehicle.model, vehicle.submodel, vehicle.engine].join("|");

/** Every year of every model line as a base vehicle, followed by its engine configurations. */
export function demoVehicles(lines: ModelLine[]): SeedVehicle[] {
  return lines.flatMap((line) => {
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

function matches(filter: VehicleFilter, vehicle: SeedVehicle): boolean {
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
function cylindersOf(engine: string): number {
  const count = /\b[LVH](\d+)\b/.exec(engine)?.[1];
  if (!count) throw new Error(`No cylinder count in engine "${engine}"`);
  return Number(count);
}

/** The rules applied to the demo vehicles; a later row on the same part, vehicle and position is dropped. */
export function applyRules(rules: FitmentRule[], vehicles: SeedVehicle[]): SeedFitment[] {
  const rows = new Map<string, SeedFitment>();
  for (const fitmentRule of rules) {
    for (const vehicle of vehicles.filter((candidate) => matches(fitmentRule.on, candidate))) {
      const quantity =
        fitmentRule.quantity === "cylinders" ? cylindersOf(vehicle.engine) : fitmentRule.quantity;
      for (const partNumber of fitmentRule.parts) {
        const row: SeedFitment = {
          partNumber,
          vehicleKey: vehicleKey(vehicle),
          position: fitmentRule.position ?? "",
          quantity: quantity ?? null,
          note: fitmentRule.note ?? "",
        };
        const identity = [row.partNumber, row.vehicleKey, row.position].join("|");
        if (!rows.has(identity)) rows.set(identity, row);
      }
    }
  }
  return [...rows.values()];
}
