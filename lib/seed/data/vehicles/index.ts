import { demoVehicles, vehicleKey, type SeedVehicle } from "./demo-vehicles";
import { cylindersOf, matches, type FitmentRule } from "./fitment-rule";
import { brakeAndChassisRules } from "./rules-brakes-chassis";
import { electricalAndWiperRules } from "./rules-electrical-wipers";
import { engineAndFilterRules } from "./rules-engine-filters";

export { vehicleKey, type SeedVehicle };

/** A demo fitment row: a part (by number) on a vehicle (by its identity key). */
export interface SeedFitment {
  partNumber: string;
  vehicleKey: string;
  position: string;
  quantity: number | null;
  note: string;
}

/**
 * Parts that fit every vehicle: splice-in sensors and inline filters with adapters. Parts named in
 * no rule and not here have no fitment data (the shop says "unknown" for them).
 */
export const UNIVERSAL_PART_NUMBERS = ["FF-1233", "FF-7011", "OS-0082"];

export const FITMENT_RULES: FitmentRule[] = [
  ...brakeAndChassisRules,
  ...engineAndFilterRules,
  ...electricalAndWiperRules,
];

export const seedVehicles: SeedVehicle[] = demoVehicles();

/** The rules applied to the demo vehicles; a later row on the same part, vehicle and position is dropped. */
function applyRules(rules: FitmentRule[], vehicles: SeedVehicle[]): SeedFitment[] {
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

export const seedFitments: SeedFitment[] = applyRules(FITMENT_RULES, seedVehicles);
