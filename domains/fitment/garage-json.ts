import { toVehicleJson, type VehicleJson, type VehicleRow } from "./vehicle-json";
import type { garageVehicles } from "@/models";

/**
 * A garage entry in the API: its vehicle as every vehicle is answered (`_id` stays the vehicle's,
 * so the garage's older clients keep working), the entry's own id, and what it was saved with.
 */
export interface GarageEntryJson extends VehicleJson {
  entryId: string;
  vin: string | null;
  label: string | null;
  unitNumber: string | null;
}

type GarageRow = Pick<typeof garageVehicles.$inferSelect, "id" | "vin" | "label" | "unitNumber">;

export const toGarageEntryJson = (
  entry: GarageRow,
  vehicle: Omit<VehicleRow, "makeSlug" | "modelSlug">,
): GarageEntryJson => ({
  ...toVehicleJson(vehicle),
  entryId: entry.id,
  vin: entry.vin,
  label: entry.label,
  unitNumber: entry.unitNumber,
});
