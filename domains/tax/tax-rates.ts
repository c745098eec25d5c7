import "@/lib/validation/zod-config";
import { z } from "zod";
import { US_STATE_CODES, usStateSchema, type UsState } from "@/lib/geo/us-states";
import { MAX_RATE, taxMessages as m } from "./tax-texts";

/** A rate as the table keeps it: percent, up to 3 decimals ("6.875"), as text or a number. */
const RATE_TEXT = /^\d{1,2}(\.\d{1,3})?$/;

/**
 * A rate in thousandths of a percent (6.875 % → 6875): exact, so the tax computed from it never
 * depends on how a binary float holds 6.875. Null for anything that is not a valid rate.
 */
export function rateThousandths(rate: unknown): number | null {
  const text =
    typeof rate === "number" ? String(rate) : typeof rate === "string" ? rate.trim() : "";
  if (!RATE_TEXT.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  const thousandths = Number(whole) * 1000 + Number(fraction.padEnd(3, "0"));
  return thousandths < MAX_RATE * 1000 ? thousandths : null;
}

/** Thousandths of a percent back to the table's text ("6.875"). */
export const rateText = (thousandths: number) =>
  `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, "0")}`;

/** One state's row of `PUT /api/tax/rates`; its messages name the state. */
const rateRowSchema = z
  .object({
    state: usStateSchema,
    rate: z.unknown().optional(),
    shippingTaxable: z.unknown().optional(),
  })
  .transform((row, context) => {
    const thousandths = rateThousandths(row.rate);
    if (thousandths === null)
      context.addIssue({ code: "custom", message: m.rate(row.state), path: ["rate"] });
    if (typeof row.shippingTaxable !== "boolean")
      context.addIssue({
        code: "custom",
        message: m.shippingTaxable(row.state),
        path: ["shippingTaxable"],
      });
    if (thousandths === null || typeof row.shippingTaxable !== "boolean") return z.NEVER;
    return { state: row.state, thousandths, shippingTaxable: row.shippingTaxable };
  });

/** `PUT /api/tax/rates` and the rates editor: the whole table, each of the 51 states once. */
export const taxRatesSchema = z
  .array(rateRowSchema, { message: m.ratesList })
  .superRefine((rows, context) => {
    const seen = new Set<UsState>();
    rows.forEach((row, index) => {
      if (seen.has(row.state))
        context.addIssue({ code: "custom", message: m.rateRepeated(row.state), path: [index] });
      seen.add(row.state);
    });
    const missing = US_STATE_CODES.filter((state) => !seen.has(state));
    if (missing.length > 0) context.addIssue({ code: "custom", message: m.ratesMissing(missing) });
  });
export type TaxRatesInput = z.output<typeof taxRatesSchema>;
