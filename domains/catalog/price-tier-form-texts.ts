/**
 * The admin's words for a part's bulk terms (price breaks, multiple, low stock, core deposit):
 * labels, hints and the refusals of the price-break rule. Apart from the shopper's texts
 * (bulk-texts.ts), which every product card loads.
 */
export const priceTierFormTexts = {
  tiersHint:
    "From how many pieces each unit price applies: each break starts above the minimum order and costs less than the one before.",
  multipleHint: "Past the minimum order, quantities go up in steps of this many (1: any quantity).",
  lowStockLabel: "Low stock below",
  lowStockHint: "Marked low on stock under this many pieces (blank: twice the minimum order).",
  coreChargeLabel: "Core deposit ($)",
  coreChargeHint: "Charged per piece and refunded when the old part is returned (blank: none).",
  tierFromLabel: "From (pcs)",
  tierPriceLabel: "Unit price ($)",
  /** The hidden start of a break's labels, so each row's fields have names of their own. */
  tierRowName: (n: number) => `Price break ${n}:`,
  addTier: "Add price break",
  removeTier: (n: number) => `Remove price break ${n}`,
  noTiers: "No price breaks: one unit price for any quantity.",
  multipleRequired: "Order multiple is required",
  tierQuantityRequired: "Each price break needs a quantity",
  tierPriceRequired: "Each price break needs a price",
  tooManyTiers: (max: number) => `At most ${max} price breaks`,
  tierQuantityNotRising: (n: number) =>
    `Price break ${n} must start at more pieces than the break before it`,
  tierPriceNotFalling: (n: number, minQty: number) =>
    `Price break ${n}: from ${minQty} pcs must cost less than the break before it`,
  tierBelowMinimum: (n: number, minimum: number) =>
    `Price break ${n} must start above the minimum order of ${minimum} pcs`,
  tierNotCheaper: (n: number) => `Price break ${n} must cost less than the base price`,
} as const;
