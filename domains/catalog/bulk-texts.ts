import { formatDollars } from "@/lib/money";

/** Texts of buying in bulk: order multiples, price breaks and a line's problems. */
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
