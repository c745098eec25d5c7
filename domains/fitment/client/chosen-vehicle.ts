"use client";

import type { VehicleJson } from "@/domains/fitment/vehicle-json";
import { saveToGarage, type SavedWhere } from "./garage";
import { createLocalStore } from "@/lib/client/local-store";
import { type StoredVehicle, vehicleFromStorage } from "./vehicle-json";

/** Where the buyer's chosen vehicle is kept, so it stays chosen across pages, visits and tabs. */
export const CHOSEN_VEHICLE_KEY = "chosenVehicle";

const store = createLocalStore<StoredVehicle | null>(CHOSEN_VEHICLE_KEY, vehicleFromStorage, null);

/**
 * Makes a vehicle the one the buyer shops for, and saves it to their garage (the account's, or
 * the browser's for a guest), with the VIN it was found by, if any. The answer says where it
 * went; a full garage or a failed call leaves the choice made (null).
 */
export function chooseVehicle(vehicle: VehicleJson, vin?: string): Promise<SavedWhere | null> {
  const chosen = vehicleFromStorage(vin ? { ...vehicle, vin } : vehicle);
  store.write(chosen);
  return saveToGarage(chosen ?? vehicle).catch(() => null);
}

/**
 * Makes a vehicle of the garage the one the buyer shops for, without saving it again (saved by
 * its VIN, it would come back as a second entry without one).
 */
function chooseSavedVehicle(vehicle: VehicleJson): void {
  store.write(vehicleFromStorage(vehicle));
}

export function clearChosenVehicle(): void {
  store.write(null);
}

/** The vehicle the buyer shops for, the same in every component and tab; null on the server. */
export function useChosenVehicle() {
  return {
    vehicle: store.useValue(),
    choose: chooseVehicle,
    chooseSaved: chooseSavedVehicle,
    clear: clearChosenVehicle,
  };
}
