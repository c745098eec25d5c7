import "./zod-config";
import { z } from "zod";

/** The largest quantity we take in one order or stock change: well inside PostgreSQL's integer. */
export const MAX_QUANTITY = 1_000_000;

/**
 * A whole quantity (at least `min`), given as a number or (as the original client sent it) a
 * numeric string. Blank is "required"; letters, fractions, signs and exponents are refused.
 */
export const wholeQuantity = (label: string, requiredMessage: string, min = 1) =>
  z
    .union([z.number(), z.string()], { message: requiredMessage })
    .transform((value, context) => {
      const text = typeof value === "number" ? String(value) : value.trim();
      if (text === "") {
        context.addIssue({ code: "custom", message: requiredMessage });
        return z.NEVER;
      }
      if (!/^\d+$/.test(text)) {
        context.addIssue({ code: "custom", message: `${label} must be a whole number` });
        return z.NEVER;
      }
      return Number(text);
    })
    .pipe(
      z
        .number()
        .min(min, `${label} must be at least ${min}`)
        .max(MAX_QUANTITY, `${label} must be at most ${MAX_QUANTITY.toLocaleString("en-US")}`),
    );

/** A price in dollars with at most two decimals, as a number or numeric string; cents out. */
export const dollarsToCents = (label: string, requiredMessage: string) =>
  z
    .union([z.number(), z.string()], { message: requiredMessage })
    .transform((value, context) => {
      const text = typeof value === "number" ? String(value) : value.trim();
      if (text === "") {
        context.addIssue({ code: "custom", message: requiredMessage });
        return z.NEVER;
      }
      if (!/^\d+(\.\d{1,2})?$/.test(text)) {
        context.addIssue({
          code: "custom",
          message: `${label} must be a positive amount with at most 2 decimals`,
        });
        return z.NEVER;
      }
      return Math.round(Number(text) * 100);
    })
    .pipe(
      z.number().min(1, `${label} must be more than 0`).max(100_000_000, `${label} is too large`),
    );
