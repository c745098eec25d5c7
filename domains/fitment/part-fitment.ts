import "@/lib/validation/zod-config";
import { z } from "zod";
import {
  FITMENT_NOTE_MAX,
  FITMENT_POSITION_MAX,
  FITMENT_QUANTITY_MAX,
  FITMENT_ROWS_MAX,
} from "@/lib/validation/limits";
import { fitmentMessages } from "./fitment-texts";
import { CONTROL_CHARACTERS, requiredVehicleText, vehicleText, vehicleYear } from "./vehicles";

/** An optional text of a row: missing, null and blank are all "none" (stored blank). */
const optionalText = (max: number, tooLong: string, label: string) =>
  z
    .union([z.string(), z.null()], { message: `${label} must be text.` })
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(
      z
        .string()
        .max(max, tooLong)
        .refine(
          (text) => !CONTROL_CHARACTERS.test(text),
          `${label} contains a character that is not allowed.`,
        ),
    );

/** Pieces per vehicle: a whole number, or none (missing, null or blank). */
const quantity = z
  .union([z.number(), z.string(), z.null()], { message: fitmentMessages.badQuantity })
  .optional()
  .transform((value, context) => {
    const text = value === null || value === undefined ? "" : String(value).trim();
    if (text === "") return null;
    const whole = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    if (whole >= 1 && whole <= FITMENT_QUANTITY_MAX) return whole;
    context.addIssue({ code: "custom", message: fitmentMessages.badQuantity });
    return z.NEVER;
  });

const rowDetails = {
  position: optionalText(FITMENT_POSITION_MAX, fitmentMessages.positionTooLong, "position"),
  quantity,
  note: optionalText(FITMENT_NOTE_MAX, fitmentMessages.noteTooLong, "note"),
};

/** A row naming one vehicle record by its id. */
const vehicleRow = z.object({
  vehicleId: z
    .string({ message: fitmentMessages.badVehicleId })
    .trim()
    .max(128, fitmentMessages.badVehicleId)
    .regex(/^[A-Za-z0-9_-]+$/, fitmentMessages.badVehicleId),
  ...rowDetails,
});

/** A range's submodel or engine: missing, null and blank are all "any" (the base vehicle). */
const anyWhenBlank = (name: string) =>
  z
    .union([z.string(), z.null()], { message: `${name} must be text.` })
    .optional()
    .transform((value) => value ?? "")
    .pipe(vehicleText(name));

/** A row naming every year of a range of a make and model (and a submodel or engine). */
const rangeRow = z
  .object({
    yearFrom: vehicleYear("yearFrom"),
    yearTo: vehicleYear("yearTo"),
    make: requiredVehicleText("make"),
    model: requiredVehicleText("model"),
    submodel: anyWhenBlank("submodel"),
    engine: anyWhenBlank("engine"),
    ...rowDetails,
  })
  .refine((row) => row.yearFrom <= row.yearTo, fitmentMessages.yearsReversed);

type FitmentVehicleRow = z.output<typeof vehicleRow>;
export type FitmentRangeRow = z.output<typeof rangeRow>;
export type FitmentRowInput = FitmentVehicleRow | FitmentRangeRow;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * `PUT /api/parts/{id}/fitment` and the admin's fitment editor: the part's whole list (it
 * replaces the old one) and, when given, whether the part is universal. Each row names a vehicle
 * by id or a year range; a bad row is refused with its number (from 1).
 */
export const partFitmentSchema = z
  .object(
    {
      universal: z.boolean({ message: fitmentMessages.badUniversal }).optional(),
      fitment: z
        .array(z.unknown(), { message: fitmentMessages.rowsRequired })
        .max(FITMENT_ROWS_MAX, fitmentMessages.tooManyRows),
    },
    { message: fitmentMessages.rowsRequired },
  )
  .transform(({ universal, fitment }, context) => {
    const rows: FitmentRowInput[] = [];
    for (const [index, row] of fitment.entries()) {
      const schema = isRecord(row) && "vehicleId" in row ? vehicleRow : rangeRow;
      const parsed = isRecord(row) ? schema.safeParse(row) : null;
      if (parsed?.success) {
        rows.push(parsed.data);
        continue;
      }
      const first = parsed?.error.issues[0];
      context.addIssue({
        code: "custom",
        message: fitmentMessages.row(index + 1, first?.message ?? fitmentMessages.vehicleOrRange),
        path: ["fitment", index, ...(first?.path ?? [])],
      });
      return z.NEVER;
    }
    return { universal, rows };
  });

export type PartFitmentInput = z.output<typeof partFitmentSchema>;

export const isRangeRow = (row: FitmentRowInput): row is FitmentRangeRow => "yearFrom" in row;
