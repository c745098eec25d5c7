"use client";

import { normalizeVin, vehicleLabel, vinProblem, type VehicleJson } from "@/domains/fitment";
import { vinFieldTexts } from "@/domains/fitment/vin-field-texts";
import { VIN_LENGTH } from "@/domains/fitment/vin";
import { chooseVehicle, lookUpVin, type SavedWhere } from "@/domains/fitment/client";
import { ApiError } from "@/lib/client/api";

// The VIN field's behaviour, loaded when the buyer first reaches for the field: the rules, the
// call and the choice stay out of the pages' first load.

/** What a lookup led to, for the field to show. */
export type VinOutcome =
  /** The VIN cannot be one (said before asking the server, or the server's 400). */
  | { kind: "problem"; message: string }
  /** The lookup could not be made, or the shop has no vehicle for the VIN. */
  | { kind: "notice"; message: string }
  /** Several of the shop's vehicles match: the buyer picks the engine. */
  | {
      kind: "choices";
      vin: string;
      prompt: string;
      choices: { vehicle: VehicleJson; label: string }[];
    }
  /** One vehicle, now the chosen one (and saved to the garage where it could be). */
  | { kind: "chosen"; vehicle: VehicleJson; saved: SavedWhere | null };

/** Typed or pasted text that is a whole VIN's length once normalised: worth looking up. */
export const isWholeVin = (text: string) => normalizeVin(text).length === VIN_LENGTH;

export async function chooseVinVehicle(vehicle: VehicleJson, vin: string): Promise<VinOutcome> {
  return { kind: "chosen", vehicle, saved: await chooseVehicle(vehicle, vin) };
}

const failure = (error: unknown): VinOutcome => {
  if (!(error instanceof ApiError)) return { kind: "notice", message: vinFieldTexts.failed };
  return { kind: error.status === 400 ? "problem" : "notice", message: error.message };
};

/**
 * Checks the text as a VIN (its reason shown without a call), then asks the server what it is:
 * one matching vehicle is chosen, several are offered by engine, none is said plainly.
 */
export async function lookUpVinText(text: string): Promise<VinOutcome> {
  const vin = normalizeVin(text);
  const problem = vinProblem(vin);
  if (problem) return { kind: "problem", message: problem };
  let answer;
  try {
    answer = await lookUpVin(vin);
  } catch (error) {
    return failure(error);
  }
  const [only, ...others] = answer.vehicles;
  if (only && others.length === 0) return chooseVinVehicle(only, answer.vin);
  const decoded = [answer.year, answer.make, answer.model].filter(Boolean).join(" ");
  if (!only)
    return {
      kind: "notice",
      message: vinFieldTexts.noParts(decoded || vinFieldTexts.unknownVehicle),
    };
  return {
    kind: "choices",
    vin: answer.vin,
    prompt: vinFieldTexts.chooseEngine(decoded),
    choices: answer.vehicles.map((vehicle) => ({ vehicle, label: vehicleLabel(vehicle) })),
  };
}
