import type { ReturnReason, ReturnStatus } from "@/models/return-values";

/** The moves a shop admin may make from each status; anything else is refused (409). */
const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ["approved", "rejected"],
  approved: ["received", "rejected"],
  received: ["refunded"],
  refunded: [],
  rejected: [],
};

export const mayMove = (from: ReturnStatus, to: ReturnStatus) =>
  RETURN_TRANSITIONS[from].includes(to);

/** Pieces that go back on the shelf when they arrive: new and unused, whatever went wrong. */
export const RESELLABLE_REASONS: readonly ReturnReason[] = ["not-needed", "wrong-part"];

/** A return counts against the order's cores, or against its pieces. */
export const isCoreReturn = (reason: ReturnReason) => reason === "core";

/**
 * What a received return gives back, in cents. Only the part's price (never shipping or tax):
 * not-needed keeps a restocking fee of `feePercent` of the line, rounded half up to the cent;
 * a catalog error, damage, a defect or missing pieces give the full price back; a core its
 * deposit per piece.
 */
export function refundCents(
  reason: ReturnReason,
  quantity: number,
  order: { priceCents: number; coreChargeCents: number },
  feePercent: number,
): number {
  if (reason === "core") return order.coreChargeCents * quantity;
  const line = order.priceCents * quantity;
  if (reason !== "not-needed") return line;
  return line - Math.round((line * feePercent) / 100);
}
