import "@/lib/validation/zod-config";
import { z } from "zod";
import * as zMini from "zod/mini";
import { idText } from "@/lib/validation/text";
import { pagingFields } from "@/lib/tables/table-query";
import { CONTROL_CHARACTERS } from "./vehicles";
import { vinSchema } from "./vin";
import { garageMessages } from "./fitment-texts";
import { GARAGE_LABEL_MAX, GARAGE_PAGE_SIZE, GARAGE_UNIT_NUMBER_MAX } from "./garage-limits";

/** An entry's label or unit number: trimmed text, blank (or absent) is none. */
const entryText = (name: string, max: number, tooLong: string) =>
  z
    .union([z.string(), z.null()], { message: `${name} must be text.` })
    .optional()
    .transform((text) => text?.trim() || null)
    .refine((text) => text === null || text.length <= max, tooLong)
    .refine(
      (text) => text === null || !CONTROL_CHARACTERS.test(text),
      garageMessages.badText(name),
    );

export const garageLabel = entryText("label", GARAGE_LABEL_MAX, garageMessages.labelTooLong);
export const garageUnitNumber = entryText(
  "unitNumber",
  GARAGE_UNIT_NUMBER_MAX,
  garageMessages.unitNumberTooLong,
);

const byVin = z.object({
  vin: vinSchema,
  // The engine the buyer picked when the VIN left it open: one of the VIN's vehicles.
  vehicleId: zMini.optional(idText("vehicleId")),
  label: garageLabel,
  unitNumber: garageUnitNumber,
});
const byVehicle = z.object({ vehicleId: idText("vehicleId") });

/**
 * `POST /api/garage` (and the garage's VIN form): `{ vehicleId }` as ever, or `{ vin, vehicleId?,
 * label?, unitNumber? }`. Neither read: the reason of the way the body meant (a `vin` key: the VIN's),
 * or what to send when it is no object.
 */
export const garageVehicleSchema = z.union([byVin, byVehicle], {
  error: (issue) => {
    if (issue.code !== "invalid_union") return undefined;
    const { input } = issue;
    const byVinMeant = typeof input === "object" && input !== null && "vin" in input;
    const first = issue.errors[byVinMeant ? 0 : 1]?.[0];
    return first && first.path.length > 0 ? first.message : garageMessages.addBody;
  },
});
export type GarageAdd = z.output<typeof garageVehicleSchema>;

/** `GET /api/garage?q=&page=&limit=`: a search and a page, 100 entries unless fewer asked. */
export const garageQuerySchema = z
  .object({ q: pagingFields.q, page: pagingFields.page, limit: pagingFields.limit })
  .transform((query) => ({
    q: query.q || undefined,
    page: query.page ?? 1,
    limit: query.limit ?? GARAGE_PAGE_SIZE,
  }));
export type GarageQuery = z.output<typeof garageQuerySchema>;

/** `DELETE /api/garage/{vehicleId}`: an entry's id, or a vehicle's saved without a VIN. */
export const garageVehicleParams = z.object({ vehicleId: z.string() });
