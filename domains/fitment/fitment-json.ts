import type { VehicleJson } from "./vehicle-json";

/**
 * How a part stands for a chosen vehicle. `conditional`: it fits under a note, or only some
 * configurations (a submodel or engine the buyer has not chosen). `unknown`: the part has no
 * fitment data at all, so nothing is claimed either way.
 */
export type FitState = "fits" | "conditional" | "universal" | "does-not-fit" | "unknown";

/** The states a part found for a vehicle can be in (`GET /api/parts?vehicle=`). */
export type FoundFitState = Extract<FitState, "fits" | "conditional" | "universal">;

/** One row of `GET /api/parts/{id}/fitment`; blank position and note are null. */
export interface FitmentJson {
  vehicle: VehicleJson;
  position: string | null;
  quantity: number | null;
  note: string | null;
}
