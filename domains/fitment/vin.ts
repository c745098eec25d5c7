import "@/lib/validation/zod-config";
import * as z from "zod/mini";
import { vinMessages } from "./fitment-texts";

// The VIN's rules (ISO 3779, 49 CFR 565). Pure and on zod/mini: the VIN fields check as you type.

export const VIN_LENGTH = 17;

/** A VIN as typed or pasted: trimmed, upper-cased, spaces and dashes removed. */
export const normalizeVin = (text: string): string =>
  text.trim().toUpperCase().replace(/[\s-]/g, "");

// The check digit's letter values (I, O and Q have none), and each position's weight.
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const LETTER_VALUES = "12345678123457923456789";
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

const valueOf = (character: string) =>
  /\d/.test(character) ? Number(character) : Number(LETTER_VALUES[LETTERS.indexOf(character)] ?? 0);

/** The position-9 character a 17-character VIN must carry: the weighted sum modulo 11 (10 is X). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin.slice(0, VIN_LENGTH)].reduce(
    (total, character, index) => total + valueOf(character) * (WEIGHTS[index] ?? 0),
    0,
  );
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

// Position 10 codes the year in a 30-character cycle (no I, O, Q, U, Z or 0).
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/** The model year: position 10's code, in 1980–2009 when position 7 is a digit, else 2010–2039. */
export function modelYearOf(vin: string): number | null {
  const index = YEAR_CODES.indexOf(vin.charAt(9));
  if (vin.length !== VIN_LENGTH || index < 0) return null;
  return (/\d/.test(vin.charAt(6)) ? 1980 : 2010) + index;
}

/** The check digit binds North American VINs only (the WMI starts with 1–5). */
const isNorthAmerican = (vin: string) => /^[1-5]/.test(vin);

/** Why a normalised VIN cannot be one, or null when it is valid. */
export function vinProblem(vin: string): string | null {
  if (vin === "") return vinMessages.required;
  if (vin.length !== VIN_LENGTH) return vinMessages.length(vin.length);
  if (/[IOQ]/.test(vin)) return vinMessages.forbiddenLetters;
  if (!/^[A-Z0-9]+$/.test(vin)) return vinMessages.badCharacters;
  const expected = vinCheckDigit(vin);
  if (isNorthAmerican(vin) && vin.charAt(8) !== expected)
    return vinMessages.checkDigit(expected, vin.charAt(8));
  return null;
}

/** A VIN in a path, a body or an imported line: normalised, then checked. */
export const vinSchema = z
  .pipe(z.string({ error: vinMessages.required }), z.transform(normalizeVin))
  .check(
    z.superRefine((vin, context) => {
      const problem = vinProblem(vin);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  );

/** `GET /api/vehicles/vin/{vin}` */
export const vinParams = z.object({ vin: vinSchema });
