/** @jest-environment node */
// A checkout's shipping, tax, taxable and exempt cents shared out over its orders by line value:
// on both databases, for random 50-line carts, the shares add up exactly to the checkout's
// figures, each order's total to the checkout's total, and bigger lines never get less.
import fc from "fast-check";
import { createPart, type PartRow } from "../../helpers/orders";
import { checkOut, fillCart, type Placed } from "../../helpers/checkout";
import { aCustomer } from "../tax/tax-support";
import { cents, storedCharges, TEXAS } from "./totals-support";

const LINES = 50;
const FIGURES = ["shippingCents", "taxCents", "taxableCents", "exemptCents"] as const;

test("the orders' shares of a 50-line checkout sum exactly to the checkout's", async () => {
  const buyer = await aCustomer();
  // 50 parts at random prices, made once; each run orders them in random quantities.
  const prices = fc.sample(fc.integer({ min: 1, max: 50_000 }), { numRuns: LINES, seed: 32 });
  const parts: PartRow[] = [];
  for (const priceCents of prices)
    parts.push(await createPart({ priceCents, orderQty: 1, availableQty: 1_000 }));
  const quantities = fc.array(fc.integer({ min: 1, max: 12 }), {
    minLength: LINES,
    maxLength: LINES,
  });
  await fc.assert(
    fc.asyncProperty(quantities, async (counts) => {
      await fillCart(
        buyer,
        parts.map((part, index) => ({ partId: part.id, quantity: counts[index]! })),
      );
      const answer = await checkOut(buyer, { address: TEXAS });
      expect(answer.status).toBe(201);
      const placed = answer.body as Placed;
      const { checkout, rows } = await storedCharges(placed.checkoutId);
      expect(rows).toHaveLength(LINES);
      for (const figure of FIGURES)
        expect(rows.reduce((sum, row) => sum + row[figure], 0)).toBe(checkout[figure]);
      expect(checkout.taxCents).toBeGreaterThan(0);
      const orderTotals = placed.orders.reduce((sum, order) => sum + cents(order.total), 0);
      expect(orderTotals).toBe(cents(placed.totals.total));
      const byValue = [...rows].sort(
        (a, b) => a.priceCents * a.orderQty - b.priceCents * b.orderQty,
      );
      for (let index = 1; index < byValue.length; index += 1)
        expect(byValue[index]!.taxCents).toBeGreaterThanOrEqual(byValue[index - 1]!.taxCents);
    }),
    { numRuns: 3, seed: 32 },
  );
}, 120_000);
