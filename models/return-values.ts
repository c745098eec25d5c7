// Returns' enum values, apart from their table so that a form may import them without loading
// drizzle into the browser.
export const RETURN_REASONS = [
  "core",
  "not-needed",
  "wrong-part",
  "damaged",
  "defective",
  "missing-pieces",
] as const;
export const RETURN_STATUSES = [
  "requested",
  "approved",
  "received",
  "refunded",
  "rejected",
] as const;

export type ReturnReason = (typeof RETURN_REASONS)[number];
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
