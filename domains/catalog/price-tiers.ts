import "@/lib/validation/zod-config";
import { z } from "zod";
import type { PriceTier } from "@/models";
import { priceTierFormTexts } from "./price-tier-form-texts";
import { dollarsToCents, wholeQuantity } from "@/lib/validation/numbers";

/** A part has at most this many price breaks. */
export const PRICE_TIERS_MAX = 10;

const tierSchema = z.object(
  {
    minQty: wholeQuantity("A price break's quantity", priceTierFormTexts.tierQuantityRequired),
    price: dollarsToCents("A price break's price", priceTierFormTexts.tierPriceRequired),
  },
  { message: "A price break is { minQty, price }" },
);

/**
 * A part's price breaks, as the form and the API send them (dollars): at most ten, each from a
 * larger quantity than the one before and cheaper than it. Out: cents, as the part keeps them.
 */
export const priceTiersSchema = z
  .array(tierSchema, { message: "priceTiers must be a list of { minQty, price }" })
  .max(PRICE_TIERS_MAX, priceTierFormTexts.tooManyTiers(PRICE_TIERS_MAX))
  .transform((tiers) => tiers.map(({ minQty, price }) => ({ minQty, priceCents: price })))
  .superRefine((tiers, context) => {
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (before && tier.minQty <= before.minQty)
        context.addIssue({
          code: "custom",
          path: [index, "minQty"],
          message: priceTierFormTexts.tierQuantityNotRising(index + 1),
        });
      if (before && tier.priceCents >= before.priceCents)
        context.addIssue({
          code: "custom",
          path: [index, "price"],
          message: priceTierFormTexts.tierPriceNotFalling(index + 1, tier.minQty),
        });
    });
  });

/** `orderMultiple`: whole pieces, 1 or more. */
export const orderMultipleSchema = wholeQuantity(
  "Order multiple",
  priceTierFormTexts.multipleRequired,
);

/**
 * What the breaks must respect of the part itself: each from more than the MOQ, each cheaper
 * than the base price. Null when they do. Checked where both are known (a new part's form, or
 * an update merged with the stored part).
 */
export function tiersProblem(
  tiers: PriceTier[],
  part: { minOrderQty: number; priceCents: number },
): { index: number; field: "minQty" | "price"; message: string } | null {
  for (const [index, tier] of tiers.entries()) {
    if (tier.minQty <= part.minOrderQty)
      return {
        index,
        field: "minQty",
        message: priceTierFormTexts.tierBelowMinimum(index + 1, part.minOrderQty),
      };
    if (tier.priceCents >= part.priceCents)
      return { index, field: "price", message: priceTierFormTexts.tierNotCheaper(index + 1) };
  }
  return null;
}

/** A part's own low-stock level, zero or more pieces; null goes back to the default (2 × MOQ). */
export const lowStockQtySchema = wholeQuantity(
  "Low stock level",
  "Low stock level must be a whole number of pieces, or null",
  0,
).nullable();
