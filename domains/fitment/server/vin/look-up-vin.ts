import "server-only";
import { AppError } from "@/lib/errors";
import { modelYearOf, normalizeVin, vinProblem } from "@/domains/fitment/vin";
import type { VinLookup } from "@/domains/fitment/vin-json";
import { toVehicleJson } from "@/domains/fitment/vehicle-json";
import { decodeVin } from "./vin-cache";
import { matchVehicles, type VehicleMatch } from "./match-vehicles";

const engineText = (displacement: number | null, cylinders: number | null) =>
  [displacement && `${displacement.toFixed(1)}L`, cylinders && `${cylinders} cyl.`]
    .filter(Boolean)
    .join(" ") || null;

async function lookUp(text: string): Promise<{ lookup: VinLookup; match: VehicleMatch }> {
  const vin = normalizeVin(text);
  const problem = vinProblem(vin);
  if (problem) throw new AppError(400, problem);
  const year = modelYearOf(vin);
  const descriptor = await decodeVin(vin);
  const match = year === null ? { matches: [], base: null } : await matchVehicles(year, descriptor);
  const lookup: VinLookup = {
    vin,
    valid: true,
    year,
    make: descriptor.make,
    model: descriptor.model,
    trim: descriptor.trim,
    engine: engineText(descriptor.displacement, descriptor.cylinders),
    bodyClass: descriptor.bodyClass,
    vehicles: match.matches.map(toVehicleJson),
  };
  return { lookup, match };
}

/** `GET /api/vehicles/vin/{vin}`: the decoded VIN and the shop's vehicles it matches. */
export async function lookUpVin(vin: string): Promise<VinLookup> {
  return (await lookUp(vin)).lookup;
}

/** The one vehicle a VIN stands for in the shop: its single match, else (several engine
 * choices) the model year's base vehicle, else null. */
export async function resolveVinVehicle(
  vin: string,
): Promise<{ lookup: VinLookup; vehicleId: string | null }> {
  const { lookup, match } = await lookUp(vin);
  const [only, ...others] = match.matches;
  const vehicleId = only && others.length === 0 ? only.id : only ? (match.base?.id ?? null) : null;
  return { lookup, vehicleId };
}
