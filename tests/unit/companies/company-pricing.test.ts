// The one rule of a member's prices (company-pricing.ts): the company's list price, never above
// the public price for the quantity; else the public price less the discount, rounded half up
// to the cent. Breaks that the rule makes no cheaper are left out.
import { pricesForBuyer } from "@/domains/companies/company-pricing";
import { unitPriceCents } from "@/domains/catalog/quantity-rules";

const part = {
  priceCents: 929,
  priceTiers: [
    { minQty: 50, priceCents: 899 },
    { minQty: 100, priceCents: 850 },
  ],
};

it("takes the list price, capped by each public price", () => {
  const prices = pricesForBuyer(part, { listPriceCents: 890, discountBasisPoints: 1250 });
  // 890 below 929; the 899 break is no cheaper once capped, and goes; 850 stays.
  expect(prices).toEqual({ priceCents: 890, priceTiers: [{ minQty: 100, priceCents: 850 }] });
  expect([10, 50, 99, 100, 500].map((q) => unitPriceCents(prices, q))).toEqual([
    890, 890, 890, 850, 850,
  ]);
  expect(pricesForBuyer(part, { listPriceCents: 5000, discountBasisPoints: 0 })).toEqual(part);
});

it("takes the discount off each price, rounded half up to the cent, never below a cent", () => {
  expect(pricesForBuyer(part, { listPriceCents: null, discountBasisPoints: 1250 })).toEqual({
    // 812.875 → 813; 786.625 → 787; 743.75 → 744
    priceCents: 813,
    priceTiers: [
      { minQty: 50, priceCents: 787 },
      { minQty: 100, priceCents: 744 },
    ],
  });
  const cheap = { priceCents: 100, priceTiers: [] };
  expect(
    pricesForBuyer(cheap, { listPriceCents: null, discountBasisPoints: 1250 }).priceCents,
  ).toBe(88);
  expect(
    pricesForBuyer(cheap, { listPriceCents: null, discountBasisPoints: 10_000 }).priceCents,
  ).toBe(1);
  expect(pricesForBuyer(part, { listPriceCents: null, discountBasisPoints: 0 })).toEqual(part);
});
