import type { PriceTier } from "@/models";
import type { SeedPart } from "./schemas";

/** How a demo part is sold in bulk: its order multiple and price breaks. */
export interface BulkTerms {
  orderMultiple: number;
  priceTiers: PriceTier[];
}

/** The pads of the example: 500 of them cost 21.90$ each. */
const BY_NUMBER: Record<string, BulkTerms> = {
  "BP-1234": {
    orderMultiple: 50,
    priceTiers: [
      { minQty: 500, priceCents: 2190 },
      { minQty: 1000, priceCents: 1990 },
    ],
  },
};

const cheaper = (priceCents: number, share: number) => Math.max(1, Math.round(priceCents * share));

/** The breaks a tiered demo part may have, as many MOQs and as a share of the base price. */
const LADDER = [
  { lots: 5, share: 0.92 },
  { lots: 10, share: 0.85 },
  { lots: 20, share: 0.8 },
];

/**
 * Deterministic terms for the rest of the catalog, so the demo shows every case: a third of the
 * parts go up in steps of half their MOQ; half of them have one to three price breaks (5×, 10×
 * and 20× the MOQ, 8%, 15% and 20% off), the others are sold one by one at one price.
 */
export function bulkTermsOf(part: SeedPart, index: number): BulkTerms {
  const named = BY_NUMBER[part.partNumber];
  if (named) return named;
  const stepped = index % 3 === 1 && part.minOrderQty % 2 === 0 && part.minOrderQty >= 4;
  const tiered = index % 2 === 0 && part.priceCents >= 100;
  const breaks = tiered ? 1 + ((index / 2) % 3) : 0;
  return {
    orderMultiple: stepped ? part.minOrderQty / 2 : 1,
    priceTiers: LADDER.slice(0, breaks).map(({ lots, share }) => ({
      minQty: part.minOrderQty * lots,
      priceCents: cheaper(part.priceCents, share),
    })),
  };
}
