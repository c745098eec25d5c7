import type { VehicleJson } from "@/domains/fitment/vehicle-json";

/** A vehicle the buyer chose or saved in the browser, with the VIN it was found by, if any. */
export type StoredVehicle = VehicleJson & { vin?: string };

const textOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/**
 * A vehicle read back from the browser's storage, or null when it is not one. Values stored
 * before vehicles carried a VIN have none.
 */
export function vehicleFromStorage(value: unknown): StoredVehicle | null {
  const v = value as Partial<Record<keyof StoredVehicle, unknown>> | null;
  if (typeof v !== "object" || v === null) return null;
  if (typeof v._id !== "string" || typeof v.year !== "number") return null;
  if (typeof v.make !== "string" || typeof v.model !== "string") return null;
  return {
    _id: v._id,
    year: v.year,
    make: v.make,
    model: v.model,
    submodel: textOrNull(v.submodel),
    engine: textOrNull(v.engine),
    ...(typeof v.vin === "string" && v.vin !== "" ? { vin: v.vin } : {}),
  };
}
