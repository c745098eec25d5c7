import type { PriceTier } from "@/models";

/**
 * What a member's company says of one part's price: its price list's price for the part (null
 * when the list does not name it), else the company's discount, in hundredths of a percent.
 */
export interface PartTerms {
  listPriceCents: number | null;
  discountBasisPoints: number;
}

/** A part's public prices: its base price and its quantity price breaks. */
export interface PublicPrices {
  priceCents: number;
  priceTiers: PriceTier[];
}

/**
 * A member's unit price from the public one (the quantity's price break already applied): the
 * company's list price, else the public price less the discount, rounded half up to the cent.
 * Never above the public price, never below a cent. `buyerUnitPriceSql` is the same rule in SQL.
 */
function buyerCents(publicCents: number, terms: PartTerms): number {
  if (terms.listPriceCents !== null) return Math.min(terms.listPriceCents, publicCents);
  const discounted = Math.floor(
    (publicCents * (10_000 - terms.discountBasisPoints) + 5_000) / 10_000,
  );
  return Math.max(1, discounted);
}

/**
 * A part's prices as a member pays them: the base and every price break through `buyerCents`.
 * A break no cheaper than the price before it changes nothing, and is left out (so the next
 * break's hint never offers the same price).
 */
export function pricesForBuyer(prices: PublicPrices, terms: PartTerms): PublicPrices {
  const priceCents = buyerCents(prices.priceCents, terms);
  const priceTiers: PriceTier[] = [];
  let before = priceCents;
  for (const tier of prices.priceTiers) {
    const cents = buyerCents(tier.priceCents, terms);
    if (cents >= before) continue;
    priceTiers.push({ minQty: tier.minQty, priceCents: cents });
    before = cents;
  }
  return { priceCents, priceTiers };
}
