import { formatDollars } from "@/lib/money";

/** Texts of buying in bulk a shopper sees: order multiples, price breaks, a line's problems. */
export const quantityMessages = {
  /** The valid quantities nearest to what was asked: "Order 48 or 72 pcs". */
  orderInstead: (valid: number[]) =>
    valid.length === 0 ? "This part can't be ordered now" : `Order ${valid.join(" or ")} pcs`,
  /** How the part is sold, after orderInstead: "sold from 48 pcs in steps of 24". */
  soldInSteps: (minimum: number, multiple: number) =>
    multiple > 1 ? `sold from ${minimum} pcs in steps of ${multiple}` : `sold from ${minimum} pcs`,
  notAllowed: (valid: number[], minimum: number, multiple: number) =>
    `${quantityMessages.orderInstead(valid)} (${quantityMessages.soldInSteps(minimum, multiple)}).`,
  overStock: (available: number, valid: number[]) =>
    available === 0 || valid.length === 0
      ? "Out of stock right now."
      : `Only ${available} pcs in stock: ${quantityMessages.orderInstead(valid)}.`,
  overTotal: (maxDollars: string) =>
    `A line's total can be at most ${maxDollars}$, the most one card payment can take.`,
  /** One step of a part's price ladder: "from 500 pcs: 21.90$". */
  tierStep: (minQty: number, priceCents: number) =>
    `from ${minQty} pcs: ${formatDollars(priceCents / 100)}$`,
  /** Shown when the next price break is near: "add 40 more to pay 21.90$ each". */
  tierHint: (addQty: number, priceCents: number) =>
    `add ${addQty} more to pay ${formatDollars(priceCents / 100)}$ each`,
  ladderTitle: "Price breaks",
} as const;
