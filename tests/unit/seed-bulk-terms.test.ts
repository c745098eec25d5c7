// The demo catalog's bulk terms obey the rules an admin's would (the API's own schema), and show
// every case: steps, one to three price breaks, and parts sold one by one at one price.
import { bulkTermsOf } from "@/db/seed/bulk-terms";
import { seedParts } from "@/db/seed/load";
import { orderMultipleSchema, priceTiersSchema, tiersProblem } from "@/domains/catalog/price-tiers";

const seeded = seedParts.map((part, index) => ({ part, terms: bulkTermsOf(part, index) }));

it("gives every demo part terms the Add Product call would accept", () => {
  for (const { part, terms } of seeded) {
    expect(orderMultipleSchema.parse(terms.orderMultiple)).toBe(terms.orderMultiple);
    const asSent = terms.priceTiers.map(({ minQty, priceCents }) => ({
      minQty,
      price: (priceCents / 100).toFixed(2),
    }));
    expect(priceTiersSchema.parse(asSent)).toEqual(terms.priceTiers);
    expect([part.partNumber, tiersProblem(terms.priceTiers, part)]).toEqual([
      part.partNumber,
      null,
    ]);
  }
});

it("sells the brake pads BP-1234 in steps of 50, at 21.90$ from 500 pcs and 19.90$ from 1000", () => {
  const pads = seeded.find(({ part }) => part.partNumber === "BP-1234")!;
  expect(pads.part).toMatchObject({ minOrderQty: 100, priceCents: 2450, availableQty: 4800 });
  expect(pads.terms).toEqual({
    orderMultiple: 50,
    priceTiers: [
      { minQty: 500, priceCents: 2190 },
      { minQty: 1000, priceCents: 1990 },
    ],
  });
});

it("shows steps on about a third of the parts and one to three breaks on many", () => {
  const stepped = seeded.filter(({ terms }) => terms.orderMultiple > 1).length;
  expect(stepped / seeded.length).toBeGreaterThan(0.2);
  expect(stepped / seeded.length).toBeLessThan(0.45);
  const breakCounts = new Set(seeded.map(({ terms }) => terms.priceTiers.length));
  expect([...breakCounts].sort()).toEqual([0, 1, 2, 3]);
});
