import { rateThousandths } from "./tax-rates";

/** What one checkout's tax is computed on: its lines' subtotal and its shipping, in cents. */
export interface TaxableCheckout {
  /** Percent, at most 3 decimals (6.875). */
  ratePercent: number;
  shippingTaxable: boolean;
  subtotalCents: number;
  shippingCents: number;
}

const assertCents = (name: string, cents: number) => {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${name} must be a whole number of cents, 0 or more: ${cents}`);
};

/**
 * The tax of a checkout: the rate applied once to its whole taxable amount (the lines, and the
 * shipping where the state taxes it), rounded half up to the cent. Integer arithmetic on the
 * rate's thousandths of a percent, so 0.5 cent is always exactly 0.5 and always goes up.
 */
export function taxCents({
  ratePercent,
  shippingTaxable,
  subtotalCents,
  shippingCents,
}: TaxableCheckout): number {
  const thousandths = rateThousandths(ratePercent);
  if (thousandths === null) throw new RangeError(`Not a tax rate: ${ratePercent}`);
  assertCents("subtotalCents", subtotalCents);
  assertCents("shippingCents", shippingCents);
  const taxable = BigInt(subtotalCents + (shippingTaxable ? shippingCents : 0));
  // cents × thousandths of a percent / 100,000, plus half of that divisor before flooring.
  const tax = (taxable * BigInt(thousandths) + 50_000n) / 100_000n;
  return Number(tax);
}

/**
 * `totalCents` shared out in proportion to `weights` (e.g. a checkout's tax over its orders by
 * line value), summing exactly to the total: each share is its proportional value rounded down,
 * and the cents left go one each to the largest remainders, the earlier line first on a tie.
 * All weights zero: an even split, the odd cents to the earliest lines.
 */
export function allocateCents(totalCents: number, weights: number[]): number[] {
  assertCents("totalCents", totalCents);
  weights.forEach((weight, index) => assertCents(`weights[${index}]`, weight));
  if (weights.length === 0) {
    if (totalCents === 0) return [];
    throw new RangeError("Cannot share a total among no lines");
  }
  const even = weights.every((weight) => weight === 0);
  const parts = (even ? weights.map(() => 1) : weights).map(BigInt);
  const whole = parts.reduce((sum, part) => sum + part, 0n);
  const total = BigInt(totalCents);
  const shares = parts.map((part) => ({
    floor: (total * part) / whole,
    remainder: (total * part) % whole,
  }));
  let left = total - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  const result = shares.map((share) => share.floor);
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    result[index]! += 1n;
    left -= 1n;
  }
  return result.map(Number);
}
