// The tax of a checkout (half up, on its whole taxable amount, exact on the rate's thousandths)
// and the cents of a total shared out over lines so that they add up exactly.
import fc from "fast-check";
import { allocateCents, taxCents } from "@/domains/tax";

const tax = (
  ratePercent: number,
  subtotalCents: number,
  shippingCents = 0,
  shippingTaxable = false,
) => taxCents({ ratePercent, shippingTaxable, subtotalCents, shippingCents });

describe("taxCents", () => {
  it.each([
    // rate, subtotal, expected: exactly half a cent goes up
    [6.25, 1000, 63], // 62.5 → 63
    [6.25, 200, 13], // 12.5 → 13
    [6.875, 1000, 69], // 68.75 → 69
    [6.875, 400, 28], // 27.5 → 28
    [7.25, 1399, 101], // 101.4275 → 101
    [5, 10, 1], // 0.5 → 1
    [5, 9, 0], // 0.45 → 0
    [4.225, 2000, 85], // 84.5 → 85
    [0.001, 50_000, 1], // 0.5 → 1
    [0, 123_456, 0],
    [19.999, 100, 20], // 19.999 → 20
  ])("%s %% of %s cents is %s cents", (rate, subtotal, expected) => {
    expect(tax(rate, subtotal)).toBe(expected);
  });

  it("is exact where a float product is not", () => {
    // 1.14 % of 2500 cents is 28.5 cents; as floats, 2500 * 1.14 / 100 is 28.499999999999996.
    expect(Math.round((2500 * 1.14) / 100)).toBe(28);
    expect(tax(1.14, 2500)).toBe(29);
    expect(tax(2.28, 1250)).toBe(29);
  });

  it("taxes shipping only where the state does, once, on the whole checkout", () => {
    expect(tax(6.25, 1000, 1000, false)).toBe(63);
    expect(tax(6.25, 1000, 1000, true)).toBe(125);
    // Two lines of 100 cents at 6.25 % are 12.5 cents together: 13, not 6 + 6 per line.
    expect(tax(6.25, 200)).toBe(13);
  });

  it("refuses what is not a rate or not whole cents", () => {
    expect(() => tax(6.2501, 100)).toThrow(RangeError);
    expect(() => tax(20, 100)).toThrow(RangeError);
    expect(() => tax(-1, 100)).toThrow(RangeError);
    expect(() => tax(6, 10.5)).toThrow(RangeError);
    expect(() => tax(6, -1)).toThrow(RangeError);
  });
});

describe("allocateCents", () => {
  it("gives the cents left to the largest remainders, the earlier line on a tie", () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(10, [3, 3, 4])).toEqual([3, 3, 4]);
    expect(allocateCents(5, [1, 2])).toEqual([2, 3]); // 1.67 and 3.33: the larger remainder
    expect(allocateCents(1, [5, 5])).toEqual([1, 0]);
    expect(allocateCents(7, [0, 10, 0])).toEqual([0, 7, 0]);
  });

  it("splits evenly when every weight is zero", () => {
    expect(allocateCents(10, [0, 0, 0])).toEqual([4, 3, 3]);
    expect(allocateCents(0, [0])).toEqual([0]);
  });

  it("shares nothing among no lines", () => {
    expect(allocateCents(0, [])).toEqual([]);
    expect(() => allocateCents(1, [])).toThrow(RangeError);
    expect(() => allocateCents(1, [-1])).toThrow(RangeError);
  });

  it("sums exactly to the total, each share within a cent of its proportional value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 50 }),
        (total, weights) => {
          const shares = allocateCents(total, weights);
          expect(shares).toHaveLength(weights.length);
          expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
          const whole = weights.reduce((sum, weight) => sum + weight, 0);
          shares.forEach((share, index) => {
            const exact = whole === 0 ? total / weights.length : (total * weights[index]!) / whole;
            expect(Number.isInteger(share)).toBe(true);
            expect(Math.abs(share - exact)).toBeLessThan(1);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
