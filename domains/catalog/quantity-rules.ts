import type { PriceTier } from "@/models";

/** What decides which quantities of a part may be ordered. */
export interface QuantityRules {
  minOrderQty: number;
  orderMultiple: number;
}

/** The MOQ, then MOQ + k × multiple (MOQ 48, multiple 24: 48, 72, 96 …). */
export function isAllowedQuantity(rules: QuantityRules, quantity: number): boolean {
  if (!Number.isSafeInteger(quantity) || quantity < rules.minOrderQty) return false;
  return (quantity - rules.minOrderQty) % rules.orderMultiple === 0;
}

/** The largest allowed quantity not above `limit`, or null when even the MOQ is above it. */
export function allowedAtMost(rules: QuantityRules, limit: number): number | null {
  if (limit < rules.minOrderQty) return null;
  const steps = Math.floor((limit - rules.minOrderQty) / rules.orderMultiple);
  return rules.minOrderQty + steps * rules.orderMultiple;
}

/** The smallest allowed quantity not below `floor`. */
function allowedAtLeast(rules: QuantityRules, floor: number): number {
  if (floor <= rules.minOrderQty) return rules.minOrderQty;
  const steps = Math.ceil((floor - rules.minOrderQty) / rules.orderMultiple);
  return rules.minOrderQty + steps * rules.orderMultiple;
}

/**
 * The allowed quantities nearest to a refused one: the one just below (when there is one) and
 * the one just above. Never a silent rounding: the buyer picks.
 */
export function nearestAllowed(rules: QuantityRules, quantity: number): number[] {
  const below = allowedAtMost(rules, quantity);
  const above = allowedAtLeast(rules, quantity);
  return below === null || below === above ? [above] : [below, above];
}

/**
 * The quantities to offer instead of a refused one, never more than the stock: the nearest
 * allowed ones the stock covers, else the largest allowed quantity within the stock; none when
 * the stock cannot fill even one minimum order.
 */
export function offeredQuantities(
  rules: QuantityRules,
  quantity: number,
  available: number,
): number[] {
  const near = nearestAllowed(rules, quantity).filter((offered) => offered <= available);
  if (near.length > 0) return near;
  const most = allowedAtMost(rules, available);
  return most === null ? [] : [most];
}

/** What decides a line's unit price. */
export interface PricedPart {
  priceCents: number;
  priceTiers: PriceTier[];
}

/** The price break that applies to this quantity (the one with the largest minQty reached). */
function tierFor(part: PricedPart, quantity: number): PriceTier | null {
  let applied: PriceTier | null = null;
  for (const tier of part.priceTiers) if (tier.minQty <= quantity) applied = tier;
  return applied;
}

/** The unit price of a quantity: its price break's, else the base price. */
export const unitPriceCents = (part: PricedPart, quantity: number): number =>
  tierFor(part, quantity)?.priceCents ?? part.priceCents;

/** How far the next price break may be for the hint to show: within a fifth of its quantity. */
const NEAR_SHARE = 0.2;

/**
 * The next, cheaper price break when it is near ("add 40 more to pay 21.90$ each"): how many
 * more pieces reach it (to an allowed quantity) and its price; null when none is near.
 */
export function nextTierHint(
  part: PricedPart & QuantityRules,
  quantity: number,
): { addQty: number; priceCents: number } | null {
  const next = part.priceTiers.find((tier) => tier.minQty > quantity);
  if (!next) return null;
  const addQty = allowedAtLeast(part, next.minQty) - quantity;
  return addQty <= Math.max(next.minQty * NEAR_SHARE, part.orderMultiple)
    ? { addQty, priceCents: next.priceCents }
    : null;
}
