import { isAllowedQuantity, offeredQuantities, type QuantityRules } from "./quantity-rules";
import { quantityMessages } from "@/domains/catalog/bulk-texts";

export interface QuantityAdvice {
  problem: "not-allowed" | "over-stock";
  /** Allowed quantities within the stock, nearest first; empty when none is. */
  suggestions: number[];
  message: string;
}

/**
 * Why this quantity cannot be ordered from this stock and which quantities can, or null when it
 * can. The one place that builds quantity advice (the purchase form, the cart, quick order,
 * the order and checkout calls): a quantity past the stock is answered with what the stock
 * allows, so no suggestion is ever above it.
 */
export function quantityAdvice(
  part: QuantityRules & { availableQty: number },
  quantity: number,
): QuantityAdvice | null {
  const overStock = quantity > part.availableQty;
  if (!overStock && isAllowedQuantity(part, quantity)) return null;
  const suggestions = offeredQuantities(part, quantity, part.availableQty);
  if (overStock || suggestions.length === 0)
    return {
      problem: "over-stock",
      suggestions,
      message: quantityMessages.overStock(part.availableQty, suggestions),
    };
  return {
    problem: "not-allowed",
    suggestions,
    message: quantityMessages.notAllowed(suggestions, part.minOrderQty, part.orderMultiple),
  };
}
