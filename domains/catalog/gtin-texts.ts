/** The words of a part's GTIN (its UPC or EAN barcode number). */
export const gtinTexts = {
  label: "GTIN (UPC/EAN)",
  /** The part page's specification row. */
  detailLabel: "GTIN",
  notDigits: "A GTIN is made of digits only (spaces and dashes are ignored).",
  wrongLength: "A GTIN has 8, 12, 13 or 14 digits.",
  wrongCheckDigit: "The GTIN's check digit is wrong.",
  taken: "Another part has this GTIN.",
} as const;
