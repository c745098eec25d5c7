import "@/lib/validation/zod-config";
import { z } from "zod";
import { dollarsToCents, numericText } from "@/lib/validation/numbers";
import { shippingMessages as m } from "./shipping-texts";

// The rates document's number fields. Each takes a number or a numeric text (a form's input
// sends text), and names itself in its messages.

/** Dollars with at most two decimals, cents out; `allowZero` for a fee or price that may be 0. */
export const moneyField = (label: string, { allowZero = false } = {}) =>
  dollarsToCents(label, m.required(label), { allowZero });

/** Pounds or inches: more than 0, at most `max`, with at most two decimals. */
export const measureField = (label: string, max: number) => {
  const message = m.positiveWithTwoDecimals(label, max);
  return numericText(m.required(label), /^\d+(\.\d{1,2})?$/, message).pipe(
    z.number().gt(0, message).max(max, message),
  );
};

/** A whole number from `min` to `max` (days, an hour of the day). */
export const wholeField = (label: string, min: number, max: number) => {
  const message = m.wholeNumber(label, min, max);
  return numericText(m.required(label), /^\d+$/, message).pipe(
    z.number().min(min, message).max(max, message),
  );
};

/** "zones[1].states" for the path ["zones", 1, "states"]. */
const fieldName = (path: readonly PropertyKey[]): string =>
  path
    .map((key, index) =>
      typeof key === "number" ? `[${key}]` : `${index === 0 ? "" : "."}${String(key)}`,
    )
    .join("");

/**
 * The schema with every message led by the field it is about ("zones[1].states: TX is already
 * in zone West"): the API's 400 names the field, and each issue keeps its path for the form.
 */
export function withFieldNames<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, z.input<S>> {
  return z.unknown().transform((value, context) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const message =
        issue.path.length > 0 ? `${fieldName(issue.path)}: ${issue.message}` : issue.message;
      context.addIssue({ code: "custom", path: issue.path, message });
    }
    return z.NEVER;
  }) as unknown as z.ZodType<z.output<S>, z.input<S>>;
}
