"use client";

import { useCallback, useSyncExternalStore } from "react";
import type { VehicleJson } from "@/lib/contract/vehicle";

/** Where the buyer's chosen vehicle is kept, so it stays chosen across pages, visits and tabs. */
export const CHOSEN_VEHICLE_KEY = "chosenVehicle";

/** Same-tab listeners: the `storage` event only reaches *other* tabs. */
const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHOSEN_VEHICLE_KEY || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener("storage", onStorage);
  };
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(CHOSEN_VEHICLE_KEY);
  } catch {
    return null;
  }
}

/** The parsed vehicle of the last raw value read: a stable snapshot while storage is unchanged. */
let parsed: { raw: string | null; vehicle: VehicleJson | null } = { raw: null, vehicle: null };

function isVehicle(value: unknown): value is VehicleJson {
  const vehicle = value as VehicleJson | null;
  return (
    typeof vehicle === "object" &&
    vehicle !== null &&
    typeof vehicle._id === "string" &&
    typeof vehicle.year === "number" &&
    typeof vehicle.make === "string" &&
    typeof vehicle.model === "string"
  );
}

function getSnapshot(): VehicleJson | null {
  const raw = readRaw();
  if (raw !== parsed.raw) {
    let vehicle: VehicleJson | null = null;
    try {
      const value: unknown = raw === null ? null : JSON.parse(raw);
      vehicle = isVehicle(value) ? value : null;
    } catch {
      // Something else wrote the key: treat it as no vehicle chosen.
    }
    parsed = { raw, vehicle };
  }
  return parsed.vehicle;
}

/** The server knows no visitor's vehicle; cached pages render as if none was chosen. */
const getServerSnapshot = () => null;

function write(vehicle: VehicleJson | null): void {
  try {
    if (vehicle) localStorage.setItem(CHOSEN_VEHICLE_KEY, JSON.stringify(vehicle));
    else localStorage.removeItem(CHOSEN_VEHICLE_KEY);
  } catch {
    // Storage unavailable (private mode): the choice lasts only as long as nothing rereads it.
  }
  listeners.forEach((listener) => listener());
}

export function chooseVehicle(vehicle: VehicleJson): void {
  write({
    _id: vehicle._id,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    submodel: vehicle.submodel,
    engine: vehicle.engine,
  });
}

export function clearChosenVehicle(): void {
  write(null);
}

/** The vehicle the buyer shops for, the same in every component and tab; null on the server. */
export function useChosenVehicle() {
  const vehicle = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const choose = useCallback((next: VehicleJson) => chooseVehicle(next), []);
  const clear = useCallback(() => clearChosenVehicle(), []);
  return { vehicle, choose, clear };
}
