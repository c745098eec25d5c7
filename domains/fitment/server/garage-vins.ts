import "server-only";
import { AppError } from "@/lib/errors";
import { garageMessages } from "@/domains/fitment/fitment-texts";
import { resolveVinVehicle } from "./vin";

/**
 * The shop's vehicle a valid VIN stands for; a VIN the shop has none for is a 422 naming it.
 * `picked`: the engine the buyer chose among the VIN's vehicles (any other is a 422).
 */
export async function vehicleOfVin(vin: string, picked?: string): Promise<string> {
  const { lookup, vehicleId } = await resolveVinVehicle(vin);
  if (vehicleId === null) throw new AppError(422, garageMessages.unknownVin(vin));
  if (picked === undefined || picked === vehicleId) return vehicleId;
  if (!lookup.vehicles.some((vehicle) => vehicle._id === picked))
    throw new AppError(422, garageMessages.notVinsVehicle(vin));
  return picked;
}

/** VINs decoded side by side: the look-ups' database reads overlap while another decodes. */
const AT_ONCE = 8;

/** The shop's vehicle of each distinct valid VIN (null: none), each VIN resolved once. */
export async function vehiclesOfVins(vins: string[]): Promise<Map<string, string | null>> {
  const distinct = [...new Set(vins)];
  const vehicles = new Map<string, string | null>();
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const vin = distinct[next++]!;
      vehicles.set(vin, (await resolveVinVehicle(vin)).vehicleId);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return vehicles;
}
