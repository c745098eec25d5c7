/**
 * The parts import's columns: the part JSON's own names, so the parts CSV export and the import
 * read each other. `partNumber` is the key; a column left out leaves that field unchanged.
 */
export const PART_IMPORT_COLUMNS = [
  "partNumber",
  "productName",
  "productDescription",
  "brand",
  "category",
  "price",
  "availableQty",
  "orderQty",
  "orderMultiple",
  "lowStockQty",
  "coreCharge",
  "gtin",
  "image",
  "priceTiers",
  "oemNumbers",
  "specs",
  "supersedes",
  "retired",
  "weight",
  "dimensions",
] as const;

export type PartImportColumn = (typeof PART_IMPORT_COLUMNS)[number];

/** A line's cells as written in the file (CSV) or read from it (PIES), by column. */
export type PartImportCells = Partial<Record<PartImportColumn, string>>;

/** What separates a package's sides in a `dimensions` cell (length, width, height): `12x8.5x3`. */
export const DIMENSIONS_SEPARATOR = "x";

/** What separates a list cell's values: `100:9.50|500:9.00`, `A|B` (also `supersedes`), `Name: Value|…`. */
export const LIST_SEPARATOR = "|";
