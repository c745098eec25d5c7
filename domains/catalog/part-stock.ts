import type { PartJson } from "./part-json";

/**
 * Whether a part can be ordered: its stock must cover at least one minimum order. A part with
 * less (none at all, or fewer than its MOQ) is out of stock wherever it shows, and for search
 * engines too.
 */
export function canBeOrdered(part: Pick<PartJson, "availableQty" | "orderQty">): boolean {
  return part.availableQty > 0 && part.availableQty >= part.orderQty;
}
