"use client";

import { GARAGE_MAX } from "@/lib/validation/limits";
import { createLocalStore } from "@/lib/client/local-store";
import { type StoredVehicle, vehicleFromStorage } from "./vehicle-json";

/** A guest's saved vehicles (with their VINs), newest first, kept in the browser until they sign in. */
const GUEST_GARAGE_KEY = "guestGarage";

const NO_VEHICLES: StoredVehicle[] = [];

const parseGarage = (value: unknown): StoredVehicle[] =>
  Array.isArray(value)
    ? value.map(vehicleFromStorage).filter((vehicle) => vehicle !== null)
    : NO_VEHICLES;

const store = createLocalStore<StoredVehicle[]>(GUEST_GARAGE_KEY, parseGarage, NO_VEHICLES);

export const readGuestGarage = store.read;

/**
 * Saves a vehicle to the guest's garage (to the front if already there). The same limit as an
 * account's: the oldest drops out beyond it, since a guest has no garage screen to free a place.
 */
export function addToGuestGarage(vehicle: StoredVehicle): void {
  const others = store.read().filter((saved) => saved._id !== vehicle._id);
  store.write([vehicle, ...others].slice(0, GARAGE_MAX));
}

export function clearGuestGarage(): void {
  store.write(null);
}
