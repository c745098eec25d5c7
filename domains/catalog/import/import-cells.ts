import "@/lib/validation/zod-config";
import { safeParse, type $ZodType } from "zod/v4/core";
import type { PartDimensions, PartSpec, PriceTier } from "@/models";
import { CATEGORIES } from "@/domains/catalog/categories";
import { partDataFields } from "@/domains/catalog/part-data";
import { packageFields } from "@/domains/catalog/package-fields";
import { newPartFields } from "@/domains/catalog/parts";
import { coreChargeSchema } from "@/domains/catalog/core-charge";
import { gtinSchema } from "@/domains/catalog/gtin";
import {
  lowStockQtySchema,
  orderMultipleSchema,
  priceTiersSchema,
} from "@/domains/catalog/price-tiers";
import { LIST_SEPARATOR, type PartImportCells, type PartImportColumn } from "./import-columns";
import { partImportMessages as messages } from "./import-texts";

/** A line's values as the part keeps them (cents, lists), for the columns the file has. */
export interface ImportFields {
  productName?: string;
  productDescription?: string;
  brand?: string;
  category?: string;
  priceCents?: number;
  availableQty?: number;
  minOrderQty?: number;
  orderMultiple?: number;
  lowStockQty?: number | null;
  coreChargeCents?: number;
  gtin?: string | null;
  image?: string;
  priceTiers?: PriceTier[];
  oemNumbers?: string[];
  specs?: PartSpec[];
  supersedes?: string[];
  retired?: boolean;
  weight?: number | null;
  dimensions?: PartDimensions | null;
}

export type ReadLine =
  { partNumber: string; fields: ImportFields } | { partNumber: string; problem: string };

// A spreadsheet runs these as formulas; a text cell must come behind an apostrophe instead.
const FORMULA = /^[=+@\t\r]/;
const TEXT_COLUMNS = new Set<PartImportColumn>(["productName", "productDescription", "brand"]);

const listOf = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== "");

// Each list item split at its first separator ("100:9.50", "Position: Front"); null if it has none.
const pairsOf = (cell: string, separator: string) =>
  listOf(cell).map((item) => {
    const at = item.indexOf(separator);
    return at < 0 ? null : [item.slice(0, at).trim(), item.slice(at + 1).trim()];
  });

// What a spreadsheet or another shop's export may write for the retired flag, any case.
const RETIRED_WORDS: Record<string, boolean> = {
  "1": true,
  true: true,
  yes: true,
  "0": false,
  false: false,
  no: false,
};

// Between the sides: the export's `x`, also `X` or `×`, with or without spaces around.
const SIDES = /\s*[x×]\s*/i;

type Reader = (cell: string) => { value: unknown } | { problem: string };

const bySchema =
  (schema: $ZodType, from: (cell: string) => unknown = (cell) => cell): Reader =>
  (cell) => {
    const parsed = safeParse(schema, from(cell));
    return parsed.success
      ? { value: parsed.data }
      : { problem: parsed.error.issues[0]?.message ?? "is not valid" };
  };

const READERS: Record<Exclude<PartImportColumn, "partNumber">, [keyof ImportFields, Reader]> = {
  productName: ["productName", bySchema(newPartFields.shape.productName)],
  productDescription: ["productDescription", bySchema(newPartFields.shape.productDescription)],
  brand: ["brand", bySchema(partDataFields.brand)],
  category: [
    "category",
    (cell) =>
      CATEGORIES.includes(cell.trim())
        ? { value: cell.trim() }
        : { problem: messages.unknownCategory(cell.trim()) },
  ],
  price: ["priceCents", bySchema(newPartFields.shape.price)],
  availableQty: ["availableQty", bySchema(newPartFields.shape.availableQty)],
  orderQty: ["minOrderQty", bySchema(newPartFields.shape.orderQty)],
  orderMultiple: ["orderMultiple", bySchema(orderMultipleSchema)],
  lowStockQty: ["lowStockQty", bySchema(lowStockQtySchema, (cell) => cell.trim() || null)],
  coreCharge: ["coreChargeCents", bySchema(coreChargeSchema, (cell) => cell.trim() || 0)],
  gtin: ["gtin", bySchema(gtinSchema)],
  image: ["image", bySchema(newPartFields.shape.image)],
  priceTiers: [
    "priceTiers",
    (cell) => {
      const pairs = pairsOf(cell, ":");
      if (pairs.some((pair) => pair === null)) return { problem: messages.tiersShape };
      const tiers = pairs.map((pair) => ({ minQty: pair![0], price: pair![1] }));
      return bySchema(priceTiersSchema, () => tiers)(cell);
    },
  ],
  oemNumbers: ["oemNumbers", bySchema(partDataFields.oemNumbers, listOf)],
  supersedes: ["supersedes", bySchema(partDataFields.supersedes, listOf)],
  retired: [
    "retired",
    (cell) => {
      const retired = RETIRED_WORDS[cell.trim().toLowerCase()];
      return retired === undefined ? { problem: messages.retiredShape } : { value: retired };
    },
  ],
  weight: ["weight", bySchema(packageFields.weight.nullable(), (cell) => cell.trim() || null)],
  dimensions: [
    "dimensions",
    (cell) => {
      if (cell.trim() === "") return { value: null };
      const sides = cell.trim().split(SIDES);
      if (sides.length !== 3) return { problem: messages.dimensionsShape };
      const [length, width, height] = sides;
      return bySchema(packageFields.dimensions, () => ({ length, width, height }))(cell);
    },
  ],
  specs: [
    "specs",
    (cell) => {
      const pairs = pairsOf(cell, ":");
      if (pairs.some((pair) => pair === null)) return { problem: messages.specsShape };
      const specs = pairs.map((pair) => ({ name: pair![0], value: pair![1] }));
      return bySchema(partDataFields.specs, () => specs)(cell);
    },
  ],
};

// Optional fields: an empty cell clears them (no breaks, no numbers, the default level, an
// unknown weight or size, no core deposit). An empty `retired` leaves the part as it is.
const CLEARED_BY_EMPTY = new Set<PartImportColumn>([
  "lowStockQty",
  "coreCharge",
  "priceTiers",
  "oemNumbers",
  "specs",
  "supersedes",
  "weight",
  "dimensions",
]);

/**
 * One line's cells read into the part's fields, or the first problem found (named by its
 * column). A column the file lacks, or an empty cell of a required field, leaves that field
 * out: the part keeps what it has.
 */
export function readImportCells(cells: PartImportCells): ReadLine {
  const partNumber = (cells.partNumber ?? "").trim();
  if (!partNumber) return { partNumber, problem: messages.noPartNumber };
  const numberRead = safeParse(partDataFields.partNumber, partNumber);
  if (!numberRead.success)
    return {
      partNumber,
      problem: messages.cellProblem("partNumber", numberRead.error.issues[0]!.message),
    };
  const fields: Record<string, unknown> = {};
  for (const [column, [field, read]] of Object.entries(READERS) as [
    PartImportColumn,
    [keyof ImportFields, Reader],
  ][]) {
    const cell = cells[column];
    if (cell === undefined || (cell.trim() === "" && !CLEARED_BY_EMPTY.has(column))) continue;
    if (TEXT_COLUMNS.has(column) && FORMULA.test(cell))
      return { partNumber, problem: messages.formula(column) };
    const outcome = read(cell);
    if ("problem" in outcome)
      return { partNumber, problem: messages.cellProblem(column, outcome.problem) };
    fields[field] = outcome.value;
  }
  return { partNumber, fields: fields as ImportFields };
}
