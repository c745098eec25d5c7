/**
 * How often to look for expired orders (the expire-orders job, lib/jobs/expiry-sweep.ts): a
 * tenth of the hold, between 1 and 30 seconds.
 */
export const expiryIntervalMs = (holdMinutes: number) =>
  Math.min(30_000, Math.max(1_000, (holdMinutes * 60_000) / 10));
