import "server-only";

/** The return rules a part page states to search engines (hasMerchantReturnPolicy). */
export interface ReturnPolicy {
  /** Days after delivery within which a part may be returned. */
  returnDays: number;
  /** Percent of the price kept for a resellable return. */
  restockingFeePercent: number;
}

function wholeSetting(name: string, min: number, max: number, fallback: number): number {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * RETURN_DAYS (30) and RESTOCKING_FEE_PERCENT (15). A stand-in reader until lib/config.ts holds
 * them (the core charges' branch adds `returnDays` and `restockingFeePercent` there).
 */
export const returnPolicy = (): ReturnPolicy => ({
  returnDays: wholeSetting("RETURN_DAYS", 1, 3650, 30),
  restockingFeePercent: wholeSetting("RESTOCKING_FEE_PERCENT", 0, 100, 15),
});
