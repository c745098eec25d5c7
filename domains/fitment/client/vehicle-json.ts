import type { VehicleJson } from "@/domains/fitment/vehicle-json";

const textOrNull = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** A vehicle read back from the browser's storage, or null when it is not one. */
export function vehicleFromStorage(value: unknown): VehicleJson | null {
  const v = value as Partial<Record<keyof VehicleJson, unknown>> | null;
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
  };
}
