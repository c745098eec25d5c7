import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { formatDollars } from "@/lib/money";
import { quantityAdvice } from "@/domains/catalog";
import { unitPriceCents, type PricedPart, type QuantityRules } from "@/domains/catalog";
import { quantityMessages } from "@/domains/catalog";
import { PART_RETIRED } from "@/domains/catalog";

/**
 * A part as a line of a cart, a quick order or a checkout needs it; `retired` when read from
 * the database (a form's part is on sale). Its prices are the buyer's; `listPrices` keeps the
 * public ones when the buyer's company pays less (asBuyerPays, in the companies' server code).
 */
export type LinePart = PricedPart &
  QuantityRules & { availableQty: number; retired?: boolean; listPrices?: PricedPart };

/** The public unit price of a quantity when the buyer pays less (a company's price), else null. */
export function listUnitPriceCents(part: LinePart, quantity: number): number | null {
  if (!part.listPrices) return null;
  const list = unitPriceCents(part.listPrices, quantity);
  return list > unitPriceCents(part, quantity) ? list : null;
}

export type LineProblem = "not-allowed" | "over-stock" | "over-total" | "retired";

export type LineJudgement =
  | { ok: true; unitPriceCents: number; totalCents: number }
  | {
      ok: false;
      problem: LineProblem;
      unitPriceCents: number;
      message: string;
      /** Quantities that would be accepted, nearest first; empty when none would. */
      suggestions: number[];
    };

/**
 * Whether this quantity of this part can be ordered now, at what unit price, and if not, why
 * and which quantities would do. The one judge of a line for the cart, quick order, reorder and
 * checkout; the database's conditional stock update stays the final word under concurrency.
 */
export function judgeLine(part: LinePart, quantity: number): LineJudgement {
  const unit = unitPriceCents(part, quantity);
  if (part.retired)
    return {
      ok: false,
      problem: "retired",
      unitPriceCents: unit,
      suggestions: [],
      message: PART_RETIRED,
    };
  const advice = quantityAdvice(part, quantity);
  if (advice) return { ok: false, unitPriceCents: unit, ...advice };
  if (unit * quantity > MAX_ORDER_TOTAL_CENTS)
    return {
      ok: false,
      problem: "over-total",
      unitPriceCents: unit,
      suggestions: [],
      message: quantityMessages.overTotal(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)),
    };
  return { ok: true, unitPriceCents: unit, totalCents: unit * quantity };
}

/** A part's contract JSON (dollars) as the judge reads it (cents), for the browser's forms. */
export function linePartFromJson(part: {
  price: number;
  priceTiers: { minQty: number; price: number }[];
  orderQty: number;
  orderMultiple: number;
  availableQty: number;
}): LinePart {
  const cents = (dollars: number) => Math.round(dollars * 100);
  return {
    priceCents: cents(part.price),
    priceTiers: part.priceTiers.map((tier) => ({
      minQty: tier.minQty,
      priceCents: cents(tier.price),
    })),
    minOrderQty: part.orderQty,
    orderMultiple: part.orderMultiple,
    availableQty: part.availableQty,
  };
}
