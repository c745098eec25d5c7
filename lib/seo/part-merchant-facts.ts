import type { PartJson } from "@/domains/catalog";
import { fitmentRanges, type FitmentJson } from "@/domains/fitment";
import { groundRatesByZone, type ShippingRates } from "@/domains/shipping";
import type { ReturnPolicy } from "./return-policy";
import type { MerchantFacts } from "./structured-data";

/**
 * A part page's merchant facts: the vehicles from its fitment rows, and ground shipping of its
 * smallest order (the minimum quantity at the listed price) to each zone of the shop's rates.
 */
export function partMerchantFacts(
  part: Pick<PartJson, "price" | "orderQty" | "weight" | "dimensions">,
  fitment: readonly FitmentJson[],
  rates: ShippingRates,
  returns: ReturnPolicy,
): MerchantFacts {
  const size = part.dimensions;
  const line = {
    weightLb: part.weight,
    quantity: part.orderQty,
    longestSideIn: size ? Math.max(size.length, size.width, size.height) : null,
  };
  const subtotalCents = Math.round(part.price * 100) * part.orderQty;
  return {
    // A vehicle once, whatever positions or notes its rows carry: their years make its ranges.
    fits: fitmentRanges(
      fitment.map((row) => ({ ...row, position: null, quantity: null, note: null })),
    ),
    shipping: groundRatesByZone(rates, [line], subtotalCents),
    returns,
  };
}
