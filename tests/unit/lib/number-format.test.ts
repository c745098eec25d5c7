import { formatCount, formatDecimal, formatFixed } from "@/lib/number-format";
import { formatDollars, formatMoney } from "@/lib/money";

// Intl is the reference: the formatter must write every number exactly as en-US does.
const intl = (value: number, min: number, max: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: min, maximumFractionDigits: max });

/** A repeatable spread of values: small, large, negative, and halves at each digit. */
function samples(): number[] {
  const values = [0, -0, 1, -1, 999, 1000, 1001, 999_999, 1_000_000, 50_000, 2 ** 31, 1.005, 2.675];
  values.push(0.5, 1.5, 2.5, -0.5, -2.5, 0.0005, 1234.5678, 0.1 + 0.2, 1e-7, 123_456_789.125);
  let seed = 7;
  for (let i = 0; i < 2_000; i++) {
    seed = (seed * 48_271) % 2_147_483_647;
    const magnitude = 10 ** (seed % 9);
    values.push(((seed % 2 ? 1 : -1) * (seed % 100_000) * magnitude) / 10_000);
  }
  return values;
}

describe("number formatting without Intl", () => {
  test("whole numbers get en-US thousands separators", () => {
    expect(formatCount(50_000)).toBe("50,000");
    expect(formatCount(7)).toBe("7");
    expect(formatCount(-1_234_567)).toBe("-1,234,567");
    for (const value of samples()) expect(formatCount(value)).toBe(intl(value, 0, 0));
  });

  test("decimals keep at most three digits and drop trailing zeros, as toLocaleString does", () => {
    expect(formatDecimal(2.5)).toBe("2.5");
    expect(formatDecimal(1234.5678)).toBe("1,234.568");
    for (const value of samples())
      expect([value, formatDecimal(value)]).toEqual([value, value.toLocaleString("en-US")]);
  });

  test("fixed decimals round the written number half away from zero", () => {
    expect(formatFixed(1.005, 2)).toBe("1.01");
    expect(formatFixed(1234.5, 2)).toBe("1,234.50");
    expect(formatFixed(-0.001, 2)).toBe("-0.00");
    for (const value of samples()) expect(formatFixed(value, 2)).toBe(intl(value, 2, 2));
  });

  test("money is written as the spec writes it", () => {
    expect(formatDollars(21.9)).toBe("21.90");
    expect(formatMoney(12_345.6)).toBe("12,345.60$");
    expect(formatMoney(0)).toBe("0.00$");
  });
});
