import type { PartJson } from "@/domains/catalog/part-json";
import {
  DIMENSIONS_SEPARATOR,
  LIST_SEPARATOR,
  PART_IMPORT_COLUMNS,
  type PartImportColumn,
} from "./import-columns";

type Cell = string | number;

const dollars = (amount: number) => amount.toFixed(2);

/** Each column's cell as the import reads it back (so an export imports as all unchanged). */
const CELL_OF: Record<PartImportColumn, (part: PartJson) => Cell> = {
  partNumber: (part) => part.partNumber,
  productName: (part) => part.productName,
  productDescription: (part) => part.productDescription,
  brand: (part) => part.brand,
  category: (part) => part.category,
  price: (part) => dollars(part.price),
  availableQty: (part) => part.availableQty,
  orderQty: (part) => part.orderQty,
  orderMultiple: (part) => part.orderMultiple,
  lowStockQty: (part) => part.lowStockQty ?? "",
  coreCharge: (part) => dollars(part.coreCharge),
  gtin: (part) => part.gtin ?? "",
  image: (part) => part.image,
  priceTiers: (part) =>
    part.priceTiers.map((tier) => `${tier.minQty}:${dollars(tier.price)}`).join(LIST_SEPARATOR),
  oemNumbers: (part) => part.oemNumbers.join(LIST_SEPARATOR),
  specs: (part) => part.specs.map((spec) => `${spec.name}: ${spec.value}`).join(LIST_SEPARATOR),
  supersedes: (part) => part.supersedes.join(LIST_SEPARATOR),
  retired: (part) => (part.retired ? 1 : 0),
  weight: (part) => part.weight ?? "",
  dimensions: ({ dimensions }) =>
    dimensions
      ? [dimensions.length, dimensions.width, dimensions.height].join(DIMENSIONS_SEPARATOR)
      : "",
};

/** The parts CSV's header: the import's columns. */
export const PARTS_CSV_HEADER: string[] = [...PART_IMPORT_COLUMNS];

/** A part as a line of the parts CSV, in the header's order. */
export const partCsvRecord = (part: PartJson): Cell[] =>
  PART_IMPORT_COLUMNS.map((column) => CELL_OF[column](part));
