import "server-only";
import { partImportMessages } from "@/domains/catalog/import/import-texts";
import { piesMessages } from "@/domains/catalog/import/pies-texts";

/** An ItemLevelGTIN as the file gave it: its digits and its GTINQualifier attribute, if any. */
export interface PiesGtin {
  digits: string;
  qualifier?: string;
}

// The barcodes a GTINQualifier names, by their length; another qualifier says nothing checkable.
const QUALIFIED_LENGTHS: Record<string, number> = { UP: 12, EN: 13 };

/**
 * The GTIN cell of an ItemLevelGTIN: PIES pads the number with zeros to 14 digits, and the
 * qualifier says which barcode it is, so a UPC is kept as its 12 printed digits and an EAN as its
 * 13. A number longer than its qualifier allows is a problem that refuses the line.
 */
export function qualifiedGtin({
  digits,
  qualifier,
}: PiesGtin): { gtin: string } | { problem: string } {
  const length = qualifier ? QUALIFIED_LENGTHS[qualifier.toUpperCase()] : undefined;
  if (length === undefined || digits.length <= length) return { gtin: digits };
  const padding = digits.slice(0, digits.length - length);
  if (/^0+$/.test(padding)) return { gtin: digits.slice(-length) };
  return {
    problem: partImportMessages.cellProblem(
      "gtin",
      piesMessages.gtinLongerThanQualifier(qualifier!.toUpperCase(), length, digits),
    ),
  };
}
