import "@/lib/validation/zod-config";
import { z } from "zod";
import { gtinTexts } from "./gtin-texts";

const GTIN_LENGTHS = [8, 12, 13, 14];

/** The GS1 check digit of a GTIN's other digits: weights 3, 1, 3, … from the right, mod 10. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The one number a GTIN of any length stands for: GS1 keeps GTINs in a 14-digit field, right-
 * justified with zeros, so UPC 012345678905 and GTIN-14 00012345678905 are the same barcode.
 * Two parts may not share it (the unique index compares this form too).
 */
export const gtinIdentity = (gtin: string) => gtin.padStart(14, "0");

/** The GTIN's digits as typed, without the spaces and dashes people write between groups. */
const normalizeGtin = (value: string) => value.trim().replace(/[\s-]/g, "");

/** Why a normalised GTIN is refused, or null when it is a valid GTIN-8, -12, -13 or -14. */
function gtinProblem(digits: string): string | null {
  if (!/^\d+$/.test(digits)) return gtinTexts.notDigits;
  if (!GTIN_LENGTHS.includes(digits.length)) return gtinTexts.wrongLength;
  if (gtinCheckDigit(digits.slice(0, -1)) !== Number(digits.at(-1)))
    return gtinTexts.wrongCheckDigit;
  return null;
}

/**
 * `gtin`: a part's barcode number, stored with the length it was given (schema.org takes 8, 12,
 * 13 or 14 digits). Empty or null means unknown (null out).
 */
export const gtinSchema = z
  .union([z.string(), z.null()], { message: gtinTexts.notDigits })
  .transform((value, context) => {
    const digits = normalizeGtin(value ?? "");
    if (digits === "") return null;
    const problem = gtinProblem(digits);
    if (problem) {
      context.addIssue({ code: "custom", message: problem });
      return z.NEVER;
    }
    return digits;
  });
