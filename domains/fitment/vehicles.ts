import "@/lib/validation/zod-config";
import { z } from "zod";
import {
  FIT_PARTS_MAX,
  VEHICLE_TEXT_MAX,
  VEHICLE_YEAR_MAX,
  VEHICLE_YEAR_MIN,
} from "@/lib/validation/limits";
import { vehicleMessages } from "./fitment-texts";

/** Control characters (NUL above all, which PostgreSQL refuses) name no vehicle, nor a row's note. */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** A year in a query or a body: a whole number (or its digits) within the vehicles' years. */
export const vehicleYear = (name: string) =>
  z
    .union([z.number(), z.string()], { message: vehicleMessages.required(name) })
    .transform((value, context) => {
      const text = typeof value === "number" ? String(value) : value.trim();
      const year = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
      if (text === "")
        context.addIssue({ code: "custom", message: vehicleMessages.required(name) });
      else if (!(year >= VEHICLE_YEAR_MIN && year <= VEHICLE_YEAR_MAX))
        context.addIssue({ code: "custom", message: vehicleMessages.badYear(name) });
      return year;
    });

/** A make, model, submodel or engine: trimmed text of a vehicle's name; blank when optional. */
export const vehicleText = (name: string) =>
  z
    .string({ message: vehicleMessages.required(name) })
    .trim()
    .max(VEHICLE_TEXT_MAX, vehicleMessages.textTooLong(name))
    .refine((text) => !CONTROL_CHARACTERS.test(text), vehicleMessages.badText(name));

/** A make or model that must be given. */
export const requiredVehicleText = (name: string) =>
  vehicleText(name).refine((text) => text !== "", vehicleMessages.required(name));

/** `GET /api/vehicles/makes?year=` */
export const makesQuerySchema = z.object({ year: vehicleYear("year") });

/** `GET /api/vehicles/models?year=&make=` */
export const modelsQuerySchema = makesQuerySchema.extend({ make: requiredVehicleText("make") });

/** `GET /api/vehicles/engines?year=&make=&model=` */
export const enginesQuerySchema = modelsQuerySchema.extend({ model: requiredVehicleText("model") });

/** `GET /api/vehicles?year=&make=&model=[&engine=]`: a blank engine is none chosen. */
export const vehiclesQuerySchema = enginesQuerySchema.extend({
  engine: vehicleText("engine").optional(),
});

export type VehicleQuery = z.output<typeof vehiclesQuerySchema>;

/** A vehicle's id in a path: any text; one that cannot be an id is simply not found. */
export const vehicleIdParams = z.object({ id: z.string() });

// A blank `part=` is none; anything else must be one of our ids.
const partIdOrBlank = z
  .string()
  .trim()
  .max(128, vehicleMessages.badPartId)
  .regex(/^[A-Za-z0-9_-]*$/, vehicleMessages.badPartId);

/** `GET /api/vehicles/{id}/fit?part=ID&part=ID…`: the parts, each once, in the order given. */
export const fitQuerySchema = z.object({
  part: z
    .union([z.string(), z.array(z.string())], { message: vehicleMessages.partRequired })
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(partIdOrBlank)
        .transform((ids) => [...new Set(ids.filter((id) => id !== ""))])
        .refine((ids) => ids.length > 0, vehicleMessages.partRequired)
        .refine((ids) => ids.length <= FIT_PARTS_MAX, vehicleMessages.tooManyParts),
    ),
});
