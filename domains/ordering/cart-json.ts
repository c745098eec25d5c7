import { centsToDollars } from "@/lib/money";
import { judgeLine, listUnitPriceCents, type LinePart, type LineProblem } from "./order-line-json";
import { partPath } from "@/domains/catalog";
import type { PriceTierJson } from "@/domains/catalog";
import { nextTierHint } from "@/domains/catalog";
import { coreChargeTexts, quantityMessages } from "@/domains/catalog";

/** A cart line as the cart, the checkout and the navigation show it. */
export interface CartLineJson {
  partId: string;
  part: {
    productName: string;
    partNumber: string;
    image: string;
    url: string;
    price: number;
    orderQty: number;
    orderMultiple: number;
    availableQty: number;
    priceTiers: PriceTierJson[];
  };
  quantity: number;
  /** Dollars, after the quantity's price break (and the buyer's company price, if any). */
  unitPrice: number;
  /** The public unit price when the buyer's company pays less ("list"); null otherwise. */
  listUnitPrice: number | null;
  lineTotal: number;
  status: "ok" | "error";
  problem: LineProblem | null;
  message: string | null;
  /** Quantities that would be accepted when the line has a problem. */
  suggestions: number[];
  tierHint: { addQty: number; price: number; text: string } | null;
  /** The line's core deposit (per piece × quantity, dollars) and its words; null without one. */
  coreDeposit: { amount: number; text: string } | null;
}

export interface CartJson {
  lines: CartLineJson[];
  /** How many lines (distinct parts). */
  count: number;
  /** Dollars, of the lines that can be ordered (their value: core deposits apart). */
  total: number;
  /** The core deposits of the lines that can be ordered, in dollars; charged on top of `total`. */
  coreCharge: number;
  /** Every line can be ordered, and there is at least one. */
  ready: boolean;
}

/** What a cart line needs of its part's row. */
export type CartPart = LinePart & {
  id: string;
  productName: string;
  partNumber: string;
  image: string;
  coreChargeCents: number;
};

export function toCartLineJson(part: CartPart, quantity: number): CartLineJson {
  const judged = judgeLine(part, quantity);
  const listCents = listUnitPriceCents(part, quantity);
  const hint = nextTierHint(part, quantity);
  return {
    partId: part.id,
    part: {
      productName: part.productName,
      partNumber: part.partNumber,
      image: part.image,
      url: partPath(part),
      price: centsToDollars(part.priceCents),
      orderQty: part.minOrderQty,
      orderMultiple: part.orderMultiple,
      availableQty: part.availableQty,
      priceTiers: part.priceTiers.map((tier) => ({
        minQty: tier.minQty,
        price: centsToDollars(tier.priceCents),
      })),
    },
    quantity,
    unitPrice: centsToDollars(judged.unitPriceCents),
    listUnitPrice: listCents === null ? null : centsToDollars(listCents),
    lineTotal: centsToDollars(judged.unitPriceCents * quantity),
    status: judged.ok ? "ok" : "error",
    problem: judged.ok ? null : judged.problem,
    message: judged.ok ? null : judged.message,
    suggestions: judged.ok ? [] : judged.suggestions,
    coreDeposit:
      part.coreChargeCents > 0
        ? {
            amount: centsToDollars(part.coreChargeCents * quantity),
            text: coreChargeTexts.line(centsToDollars(part.coreChargeCents), quantity),
          }
        : null,
    tierHint: hint && {
      addQty: hint.addQty,
      price: centsToDollars(hint.priceCents),
      text: quantityMessages.tierHint(hint.addQty, hint.priceCents),
    },
  };
}

export function toCartJson(lines: CartLineJson[]): CartJson {
  const okLines = lines.filter((line) => line.status === "ok");
  const centsOf = (dollars: (line: CartLineJson) => number) =>
    okLines.reduce((sum, line) => sum + Math.round(dollars(line) * 100), 0);
  return {
    lines,
    count: lines.length,
    total: centsToDollars(centsOf((line) => line.lineTotal)),
    coreCharge: centsToDollars(centsOf((line) => line.coreDeposit?.amount ?? 0)),
    ready: lines.length > 0 && okLines.length === lines.length,
  };
}
