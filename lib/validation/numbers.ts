import "./zod-config";
import { z } from "zod";
import { formatCount } from "@/lib/number-format";

/** The largest quantity we take in one order or stock change: well inside PostgreSQL's integer. */
export const MAX_QUANTITY = 1_000_000;

/**
 * A number given as a number or (as the original client sent it) a numeric string, whose text
 * must match `pattern`; blank is "required". Letters, signs and exponents never match.
 */
export const numericText = (requiredMessage: string, pattern: RegExp, mismatchMessage: string) =>
  z.union([z.number(), z.string()], { message: requiredMessage }).transform((value, context) => {
    const text = typeof value === "number" ? String(value) : value.trim();
    const message = text === "" ? requiredMessage : pattern.test(text) ? null : mismatchMessage;
    if (message === null) return Number(text);
    context.addIssue({ code: "custom", message });
    return z.NEVER;
  });

/** A whole quantity of at least `min` pieces. */
export const wholeQuantity = (label: string, requiredMessage: string, min = 1) =>
  numericText(requiredMessage, /^\d+$/, `${label} must be a whole number`).pipe(
    z
      .number()
      .min(min, `${label} must be at least ${min}`)
      .max(MAX_QUANTITY, `${label} must be at most ${formatCount(MAX_QUANTITY)}`),
  );

/** A price in dollars with at most two decimals; cents out. `allowZero` for a limit of $0. */
export const dollarsToCents = (
  label: string,
  requiredMessage: string,
  { allowZero = false }: { allowZero?: boolean } = {},
) =>
  numericText(
    requiredMessage,
    /^\d+(\.\d{1,2})?$/,
    `${label} must be a positive amount with at most 2 decimals`,
  )
    .transform((dollars) => Math.round(dollars * 100))
    .pipe(
      z
        .number()
        .min(allowZero ? 0 : 1, `${label} must be more than 0`)
        .max(100_000_000, `${label} is too large`),
    );

/** A percentage from 0 to 100 with at most two decimals; hundredths of a percent out. */
export const percentToBasisPoints = (label: string, requiredMessage: string) =>
  numericText(
    requiredMessage,
    /^\d{1,3}(\.\d{1,2})?$/,
    `${label} must be a number from 0 to 100 with at most 2 decimals`,
  )
    .transform((percent) => Math.round(percent * 100))
    .pipe(z.number().max(10_000, `${label} must be at most 100`));

/** The highest page a URL may ask for. */
export const PAGE_MAX = 1_000_000;

/** A page or size typed into a URL: whole, at least 1, at most `max`. */
export const wholeNumberText = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,7}$/, { message: `${name} must be a whole number` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, {
      message: `${name} must be between 1 and ${max}`,
    });
