import { gtinCheckDigit } from "@/domains/catalog";

/** A made-up GS1 company prefix (7 digits of a UPC-A's 11) the demo catalog's barcodes share. */
const DEMO_COMPANY_PREFIX = "0812345";
/** Every fourth demo part has no GTIN, as parts from small makers often lack one. */
const WITHOUT_GTIN_EVERY = 4;

/**
 * The demo part's UPC-A (GTIN-12) by its place in the seed: the prefix, the place as a 4-digit
 * item reference and the check digit, so the same part always gets the same number.
 */
export function demoGtinOf(index: number): string | null {
  if (index % WITHOUT_GTIN_EVERY === WITHOUT_GTIN_EVERY - 1) return null;
  const body = `${DEMO_COMPANY_PREFIX}${String(index).padStart(4, "0")}`;
  return `${body}${gtinCheckDigit(body)}`;
}
