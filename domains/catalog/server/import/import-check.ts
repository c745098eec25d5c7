import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { partNumberKey } from "@/lib/text";
import type { PartImportAction } from "@/models";
import { parts } from "@/models";
import { UNCATEGORIZED } from "@/domains/catalog/categories";
import { numberColumns } from "@/domains/catalog/part-number";
import { tiersProblem } from "@/domains/catalog/price-tiers";
import type { PartImportColumn } from "@/domains/catalog/import/import-columns";
import {
  readImportCells,
  type ImportFields,
  type ReadLine,
} from "@/domains/catalog/import/import-cells";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";
import { HOUSE_BRAND, imageHostProblem } from "../part-admin";
import type { FileLine } from "./csv-lines";
import { replacedChain, storedChains } from "./supersession-check";
import { refuseTakenGtins } from "./gtin-check";

/** What a line does, and what the apply writes for it (null: nothing). */
export interface LineOutcome {
  line: number;
  partNumber: string;
  action: PartImportAction;
  changes: PartImportColumn[];
  message: string;
  write: Record<string, unknown> | null;
}

type Field = keyof ImportFields;
/** Each field by the column that sets it, as the report names changes. */
const COLUMN_OF: Record<Field, PartImportColumn> = {
  productName: "productName",
  productDescription: "productDescription",
  brand: "brand",
  category: "category",
  priceCents: "price",
  availableQty: "availableQty",
  minOrderQty: "orderQty",
  orderMultiple: "orderMultiple",
  lowStockQty: "lowStockQty",
  coreChargeCents: "coreCharge",
  gtin: "gtin",
  image: "image",
  priceTiers: "priceTiers",
  oemNumbers: "oemNumbers",
  specs: "specs",
  supersedes: "supersedes",
  retired: "retired",
  weight: "weight",
  dimensions: "dimensions",
};
const FIELDS = Object.keys(COLUMN_OF) as Field[];
/** What Add Product requires; the rest have the same defaults as there. */
const REQUIRED_FOR_NEW: Field[] = [
  "productName",
  "productDescription",
  "priceCents",
  "availableQty",
  "minOrderQty",
  "image",
];
const NEW_PART_DEFAULTS: ImportFields = {
  brand: HOUSE_BRAND,
  category: UNCATEGORIZED,
  orderMultiple: 1,
  lowStockQty: null,
  coreChargeCents: 0,
  gtin: null,
  priceTiers: [],
  oemNumbers: [],
  specs: [],
};

type Stored = ImportFields & { id: string; partNumber: string; partNumberKey: string };

// The part keeps when it was retired; a line says only whether it is.
const storedRetired = { retired: sql<boolean>`${parts.retiredAt} IS NOT NULL` };
type ColumnField = Exclude<Field, keyof typeof storedRetired>;

const storedColumns = {
  id: parts.id,
  partNumber: parts.partNumber,
  partNumberKey: parts.partNumberKey,
  ...Object.fromEntries(
    FIELDS.filter((field): field is ColumnField => !(field in storedRetired)).map((field) => [
      field,
      parts[field],
    ]),
  ),
  ...storedRetired,
} as {
  [K in ColumnField | "id" | "partNumber" | "partNumberKey"]: (typeof parts)[K];
} & typeof storedRetired;

// Lists of objects compare by their values, whatever order the stored JSON keeps keys in.
const comparable = (value: unknown) =>
  JSON.stringify(value, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.keys(item)
          .sort()
          .map((key) => [key, item[key]])
      : item,
  );

const refused = (line: number, partNumber: string, message: string): LineOutcome => ({
  line,
  partNumber,
  action: "refused",
  changes: [],
  message,
  write: null,
});

/** A part with the line's fields applied breaks no rule across fields (breaks, image host). */
function crossFieldProblem(part: ImportFields, fields: ImportFields): string | null {
  if (fields.image !== undefined) {
    const problem = imageHostProblem(fields.image);
    if (problem) return problem;
  }
  const touchesTiers = ["priceTiers", "minOrderQty", "priceCents"].some((key) => key in fields);
  if (!touchesTiers) return null;
  const problem = tiersProblem(part.priceTiers ?? [], {
    minOrderQty: part.minOrderQty!,
    priceCents: part.priceCents!,
  });
  return problem && messages.cellProblem("priceTiers", problem.message);
}

// The keys a number search hits cover the part number and every OEM number.
const withNumberKeys = (set: Record<string, unknown>, partNumber: string) =>
  set.oemNumbers === undefined
    ? set
    : { ...set, numberKeys: numberColumns(partNumber, set.oemNumbers as string[]).numberKeys };

/**
 * What a PIES file gives a new part that PIES has no element for: no stock until a stock feed
 * says so, sold one by one unless MinimumOrderQuantity says otherwise.
 */
export const PIES_NEW_PART_DEFAULTS: ImportFields = { availableQty: 0, minOrderQty: 1 };

function judge(
  line: number,
  partNumber: string,
  given: ImportFields,
  stored: Stored | undefined,
  { newPartDefaults, chainKeys }: { newPartDefaults: ImportFields; chainKeys?: string[] },
): LineOutcome {
  const fields = stored ? given : { ...newPartDefaults, ...given };
  if (!stored) {
    const missing = REQUIRED_FOR_NEW.filter((field) => fields[field] === undefined);
    if (missing.length > 0)
      return refused(line, partNumber, messages.missingForNew(missing.map((f) => COLUMN_OF[f])));
    const part = { ...NEW_PART_DEFAULTS, ...fields };
    const problem = crossFieldProblem(part, fields);
    if (problem) return refused(line, partNumber, problem);
    const changes = (Object.keys(fields) as Field[]).map((field) => COLUMN_OF[field]);
    return {
      line,
      partNumber,
      action: "add",
      changes,
      message: messages.adds,
      write: { partNumber, ...part, supersedesKeys: chainKeys ?? [] },
    };
  }
  const changed = FIELDS.filter(
    (field) => field in fields && comparable(fields[field]) !== comparable(stored[field]),
  );
  if (changed.length === 0)
    return {
      line,
      partNumber,
      action: "unchanged",
      changes: [],
      message: messages.unchanged,
      write: null,
    };
  const set = Object.fromEntries(changed.map((field) => [field, fields[field]]));
  const problem = crossFieldProblem({ ...stored, ...set }, set);
  if (problem) return refused(line, partNumber, problem);
  const changes = changed.map((field) => COLUMN_OF[field]);
  return {
    line,
    partNumber,
    action: "change",
    changes,
    message: messages.changes(changes),
    write: {
      id: stored.id,
      set: withNumberKeys(
        chainKeys ? { ...set, supersedesKeys: chainKeys } : set,
        stored.partNumber,
      ),
    },
  };
}

/** What the lines before told of the file: each number's first line, each replacing part's chain. */
export interface FileMemory {
  lines: Map<string, number>;
  chains: Map<string, string[]>;
  /** Each GTIN a line gave, by the part number it went to. */
  gtins: Map<string, string>;
}

export const newFileMemory = (): FileMemory => ({
  lines: new Map(),
  chains: new Map(),
  gtins: new Map(),
});

/**
 * Judges a batch of the file's lines against the shop: each is added, changed, unchanged or
 * refused with its reason (a new part takes `newPartDefaults` for fields the file has no column
 * for, before Add Product's rules are checked). `memory` carries what the lines before said: a
 * number twice in one file is refused on its second line, and a chain of supersessions is
 * followed through the file as through the shop.
 */
export async function checkLines(
  db: Db,
  batch: FileLine[],
  memory: FileMemory,
  newPartDefaults: ImportFields = {},
): Promise<LineOutcome[]> {
  const read = batch.map((fileLine): ReadLine & { line: number } =>
    "problem" in fileLine
      ? { line: fileLine.line, partNumber: fileLine.partNumber ?? "", problem: fileLine.problem }
      : { line: fileLine.line, ...readImportCells(fileLine.cells) },
  );
  const readable = read.filter(
    (entry): entry is Extract<ReadLine, { fields: ImportFields }> & { line: number } =>
      !("problem" in entry),
  );
  const keys = readable.map((entry) => partNumberKey(entry.partNumber));
  const stored = keys.length
    ? await db.select(storedColumns).from(parts).where(inArray(parts.partNumberKey, keys))
    : [];
  const byKey = new Map(stored.map((row) => [row.partNumberKey, row as Stored]));
  const chains = await storedChains(
    db,
    readable.flatMap((entry) => entry.fields.supersedes ?? []),
  );
  const outcomes = read.map((entry): LineOutcome => {
    if ("problem" in entry) return refused(entry.line, entry.partNumber, entry.problem);
    const key = partNumberKey(entry.partNumber);
    const earlier = memory.lines.get(key);
    if (earlier !== undefined)
      return refused(entry.line, entry.partNumber, messages.duplicate(entry.partNumber, earlier));
    memory.lines.set(key, entry.line);
    const replaced = entry.fields.supersedes;
    const chain = replaced
      ? replacedChain(entry.partNumber, replaced, (k) => memory.chains.get(k) ?? chains.get(k))
      : null;
    if (chain && "problem" in chain) return refused(entry.line, entry.partNumber, chain.problem);
    const outcome = judge(entry.line, entry.partNumber, entry.fields, byKey.get(key), {
      newPartDefaults,
      chainKeys: chain?.keys,
    });
    if (chain && outcome.action !== "refused") memory.chains.set(key, chain.keys);
    return outcome;
  });
  return refuseTakenGtins(db, outcomes, memory.gtins);
}
