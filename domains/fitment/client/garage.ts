"use client";

import type * as garageVehicleRoute from "@/app/api/garage/[vehicleId]/route";
import type * as garageRoute from "@/app/api/garage/route";
import type { AnswerOf } from "@/lib/http/route";
import { GARAGE_MAX } from "@/lib/validation/limits";
import { apiFetch, ApiError } from "@/lib/client/api";
import { addToGuestGarage, clearGuestGarage, readGuestGarage } from "./guest-garage";
import { isGuest } from "@/lib/client/session";
import type { StoredVehicle } from "./vehicle-json";

export const GARAGE_PATH = "/api/garage";
/** The account's garage, newest first: what every garage call answers. */
type GarageAnswer = AnswerOf<typeof garageRoute.GET>;

export const GUEST_GARAGE_OVERFLOW = `Your garage holds at most ${GARAGE_MAX} vehicles: some you saved before signing in were not added.`;

/** Adds a vehicle to the signed-in account's garage. */
export const postToGarage = (vehicleId: string) =>
  apiFetch<AnswerOf<typeof garageRoute.POST>>(GARAGE_PATH, { method: "POST", json: { vehicleId } });

/** A vehicle found by its VIN is saved by the VIN (the garage then shows it), with the engine
 * the buyer picked when the VIN left it open. */
const postStoredToGarage = (vehicle: StoredVehicle) =>
  vehicle.vin
    ? apiFetch<AnswerOf<typeof garageRoute.POST>>(GARAGE_PATH, {
        method: "POST",
        json: { vin: vehicle.vin, vehicleId: vehicle._id },
      })
    : postToGarage(vehicle._id);

export const deleteFromGarage = (vehicleId: string) =>
  apiFetch<AnswerOf<typeof garageVehicleRoute.DELETE>>(
    `${GARAGE_PATH}/${encodeURIComponent(vehicleId)}`,
    { method: "DELETE" },
  );

/** Where a chosen vehicle was saved: the account's garage, the browser's, or nowhere (full). */
export type SavedWhere = "account" | "guest" | { full: string };

function saveToGuestGarage(vehicle: StoredVehicle): SavedWhere {
  addToGuestGarage(vehicle);
  return "guest";
}

/**
 * Saves a vehicle the buyer chose to their garage: the account's when signed in, else the
 * browser's (without asking the server), merged into the account at the next sign-in.
 */
export async function saveToGarage(vehicle: StoredVehicle): Promise<SavedWhere> {
  if (await isGuest()) return saveToGuestGarage(vehicle);
  try {
    await postStoredToGarage(vehicle);
    return "account";
  } catch (error) {
    // The session ended since the page asked.
    if (error instanceof ApiError && error.status === 401) return saveToGuestGarage(vehicle);
    if (error instanceof ApiError && error.status === 409) return { full: error.message };
    throw error;
  }
}

/**
 * After a sign-in: the guest's saved vehicles move into the account, as many as it has room
 * for (the newest kept), oldest first so the account lists them in the guest's order. The
 * browser's list is cleared once done; a vehicle no longer listed (404) is skipped.
 */
export async function mergeGuestGarage(): Promise<{ added: number; full: boolean }> {
  const guest = readGuestGarage();
  if (guest.length === 0) return { added: 0, full: false };
  const account = await apiFetch<GarageAnswer>(GARAGE_PATH);
  const saved = new Set(account.map((vehicle) => vehicle._id));
  const missing = guest.filter((vehicle) => !saved.has(vehicle._id));
  const room = Math.max(0, GARAGE_MAX - account.length);
  const toAdd = missing.slice(0, room).reverse();
  let added = 0;
  let full = missing.length > room;
  for (const vehicle of toAdd) {
    try {
      await postStoredToGarage(vehicle);
      added += 1;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) {
        full = true;
        break;
      }
      if (error.status !== 404) throw error;
    }
  }
  clearGuestGarage();
  return { added, full };
}
