import "server-only";
import { z } from "zod";

// The returns' settings, read as lib/config.ts reads its integers (to be folded into it).
const days = (name: string, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number of days` })
    .int(`${name} must be a whole number of days`)
    .min(1, `${name} must be at least 1`)
    .max(3650, `${name} must be at most 3650`)
    .default(fallback);

const returnsEnvSchema = z.object({
  RETURN_DAYS: days("RETURN_DAYS", 30),
  CORE_RETURN_DAYS: days("CORE_RETURN_DAYS", 90),
  RESTOCKING_FEE_PERCENT: z.coerce
    .number({ message: "RESTOCKING_FEE_PERCENT must be a whole percentage" })
    .int("RESTOCKING_FEE_PERCENT must be a whole percentage")
    .min(0, "RESTOCKING_FEE_PERCENT must be from 0 to 100")
    .max(100, "RESTOCKING_FEE_PERCENT must be from 0 to 100")
    .default(15),
  FITMENT_REVIEW_THRESHOLD: z.coerce
    .number({ message: "FITMENT_REVIEW_THRESHOLD must be a whole number" })
    .int("FITMENT_REVIEW_THRESHOLD must be a whole number")
    .min(1, "FITMENT_REVIEW_THRESHOLD must be at least 1")
    .default(3),
});

export interface ReturnsConfig {
  returnDays: number;
  coreReturnDays: number;
  restockingFeePercent: number;
  fitmentReviewThreshold: number;
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === "" ? undefined : value.trim();

/** The returns' settings from the environment (read each call: tests change them). */
export function returnsConfig(env: NodeJS.ProcessEnv = process.env): ReturnsConfig {
  const values = returnsEnvSchema.parse({
    RETURN_DAYS: blankToUndefined(env.RETURN_DAYS),
    CORE_RETURN_DAYS: blankToUndefined(env.CORE_RETURN_DAYS),
    RESTOCKING_FEE_PERCENT: blankToUndefined(env.RESTOCKING_FEE_PERCENT),
    FITMENT_REVIEW_THRESHOLD: blankToUndefined(env.FITMENT_REVIEW_THRESHOLD),
  });
  return {
    returnDays: values.RETURN_DAYS,
    coreReturnDays: values.CORE_RETURN_DAYS,
    restockingFeePercent: values.RESTOCKING_FEE_PERCENT,
    fitmentReviewThreshold: values.FITMENT_REVIEW_THRESHOLD,
  };
}
