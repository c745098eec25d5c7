/**
 * Numbers as en-US writes them ("12,345", "1,234.50"), without Intl or toLocaleString: a page's
 * first Intl number format makes the browser set up ICU, 16–36 ms of main thread on the test
 * machine (more on a phone), and these run while a page loads and hydrates.
 */

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number with thousands separators: 50000 → "50,000". */
export function formatCount(value: number): string {
  return format(value, 0, 0);
}

/**
 * At most `maxFractionDigits` decimals and no trailing zeros, as toLocaleString writes a number
 * by default (3): 2.5 → "2.5", 1234.5678 → "1,234.568".
 */
export function formatDecimal(value: number, maxFractionDigits = 3): string {
  return format(value, maxFractionDigits, 0);
}

/** Exactly `fractionDigits` decimals: 1234.5 → "1,234.50" with 2. */
export function formatFixed(value: number, fractionDigits: number): string {
  return format(value, fractionDigits, fractionDigits);
}

function format(value: number, maxDigits: number, minDigits: number): string {
  const [whole, rawFraction] = roundHalfAwayFromZero(Math.abs(value), maxDigits);
  const fraction = rawFraction.replace(/0+$/, "").padEnd(minDigits, "0");
  // Intl keeps the minus of a negative number that rounds to zero ("-0.00"); so does this.
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const grouped = whole.replace(GROUPS_OF_THREE, ",");
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/**
 * Rounds the number's shortest decimal form (what String() gives), as Intl does, so 1.005
 * becomes 1.01; rounding the binary value (toFixed) would give 1.00.
 */
function roundHalfAwayFromZero(value: number, digits: number): [string, string] {
  const text = String(value);
  if (text.includes("e")) {
    const [whole = "0", fraction = ""] = value.toFixed(digits).split(".");
    return [whole, fraction];
  }
  const [whole = "0", fraction = ""] = text.split(".");
  if (fraction.length <= digits) return [whole, fraction];
  const kept = fraction.slice(0, digits);
  if ((fraction[digits] ?? "0") < "5") return [whole, kept];
  const raised = (BigInt(whole + kept) + 1n).toString().padStart(whole.length + digits, "0");
  return [raised.slice(0, raised.length - digits), raised.slice(raised.length - digits)];
}
