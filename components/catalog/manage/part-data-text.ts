import { z } from "zod";
import type { PartJson } from "@/domains/catalog/part-json";
import { partDataFields } from "@/domains/catalog/part-data";
import { partDataMessages } from "@/domains/catalog/catalog-texts";
import {
  lowStockQtySchema,
  orderMultipleSchema,
  priceTiersSchema,
} from "@/domains/catalog/price-tiers";
import { coreChargeSchema } from "@/domains/catalog/core-charge";
import { gtinSchema } from "@/domains/catalog/gtin";

/** The OEM numbers as typed, one per line or comma-separated; blanks are dropped. */
const splitOemNumbers = (text: string): string[] =>
  text
    .split(/[\r\n,]+/)
    .map((number) => number.trim())
    .filter(Boolean);

const specRule = partDataFields.specs.element;

/**
 * The OEM numbers textarea: split into the list the API takes, then the shared rules (each one
 * shaped like a part number, at most 20, the same number in another spelling kept once).
 */
const oemNumbersText = z.string().transform(splitOemNumbers).pipe(partDataFields.oemNumbers);

/**
 * The specifications textarea: each non-blank line is "Name: Value" (split at its first colon),
 * checked by the shared rule; a bad line's message names it, since the field shows one message.
 */
const specsText = z
  .string()
  .transform((text, context) =>
    text.split(/\r?\n/).flatMap((typed, index) => {
      const line = typed.trim();
      if (!line) return [];
      const colon = line.indexOf(":");
      if (colon < 0) {
        context.addIssue({
          code: "custom",
          message: partDataMessages.specLine.noColon(index + 1, line),
        });
        return [];
      }
      const checked = specRule.safeParse({
        name: line.slice(0, colon),
        value: line.slice(colon + 1),
      });
      if (checked.success) return [checked.data];
      const why = checked.error.issues[0]?.message ?? "";
      context.addIssue({
        code: "custom",
        message: partDataMessages.specLine.invalid(index + 1, line, why),
      });
      return [];
    }),
  )
  .pipe(partDataFields.specs);

/** The order multiple as typed; blank is 1 (sold one by one past the MOQ). */
export const orderMultipleText = z.string().transform((text, context) => {
  if (text.trim() === "") return 1;
  const checked = orderMultipleSchema.safeParse(text);
  if (checked.success) return checked.data;
  context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "" });
  return z.NEVER;
});

/** The part's own low-stock level as typed; blank is none (the default of 2 × MOQ applies). */
const lowStockText = z.string().transform((text, context) => {
  if (text.trim() === "") return null;
  const checked = lowStockQtySchema.safeParse(text);
  if (checked.success) return checked.data;
  context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "" });
  return z.NEVER;
});

/** The core deposit as typed; blank is none. Out in dollars, as the API takes it. */
const coreChargeText = z.string().transform((text, context) => {
  if (text.trim() === "") return 0;
  const checked = coreChargeSchema.safeParse(text);
  if (checked.success) return checked.data / 100;
  context.addIssue({ code: "custom", message: checked.error.issues[0]?.message ?? "" });
  return z.NEVER;
});

/** One price break as typed in its row. */
export interface PriceTierRow {
  minQty: string;
  price: string;
}
export const EMPTY_TIER_ROW: PriceTierRow = { minQty: "", price: "" };

/**
 * The price breaks' rows, checked by the API's own rule (each message at its row and field).
 * Out: the API's `[{ minQty, price }]` in dollars, exact for the two decimals the rule allows.
 */
export const priceTiersRows = z
  .array(z.object({ minQty: z.string(), price: z.string() }))
  .transform((rows, context) => {
    const checked = priceTiersSchema.safeParse(rows);
    if (checked.success)
      return checked.data.map(({ minQty, priceCents }) => ({ minQty, price: priceCents / 100 }));
    for (const { path, message } of checked.error.issues)
      context.addIssue({ code: "custom", path, message });
    return z.NEVER;
  });

/** The catalog fields of the admin forms, as typed: text (the breaks in rows), parsed here. */
export const partDataFormFields = {
  partNumber: partDataFields.partNumber,
  brand: partDataFields.brand,
  category: partDataFields.category,
  oemNumbers: oemNumbersText,
  specs: specsText,
  orderMultiple: orderMultipleText,
  priceTiers: priceTiersRows,
  lowStockQty: lowStockText,
  coreCharge: coreChargeText,
  // Blank is none (null), as the API takes it.
  gtin: gtinSchema,
};
export const partDataFormSchema = z.object(partDataFormFields);
export type PartDataText = z.input<typeof partDataFormSchema>;
export type PartData = z.output<typeof partDataFormSchema>;
export type PartDataName = keyof PartDataText;

export const EMPTY_PART_DATA: PartDataText = {
  partNumber: "",
  brand: "",
  category: "",
  oemNumbers: "",
  specs: "",
  orderMultiple: "",
  priceTiers: [],
  lowStockQty: "",
  coreCharge: "",
  gtin: "",
};

/** A part's catalog fields as the forms show them, so they can be edited in place. */
export const partDataText = (part: PartJson): PartDataText => ({
  partNumber: part.partNumber,
  brand: part.brand,
  category: part.category,
  oemNumbers: part.oemNumbers.join("\n"),
  specs: part.specs.map(({ name, value }) => `${name}: ${value}`).join("\n"),
  orderMultiple: String(part.orderMultiple),
  lowStockQty: part.lowStockQty === null ? "" : String(part.lowStockQty),
  coreCharge: part.coreCharge === 0 ? "" : part.coreCharge.toFixed(2),
  gtin: part.gtin ?? "",
  priceTiers: part.priceTiers.map(({ minQty, price }) => ({
    minQty: String(minQty),
    price: price.toFixed(2),
  })),
});

const sameList = <T>(one: T[], other: T[], key: (item: T) => string) =>
  one.length === other.length && one.every((item, index) => key(item) === key(other[index]!));

/** Only the catalog fields that differ from the part's: an update need not send the others. */
export function changedPartData(data: PartData, part: PartJson): Partial<PartData> {
  const changed: Partial<PartData> = {};
  if (data.partNumber !== part.partNumber) changed.partNumber = data.partNumber;
  if (data.brand !== part.brand) changed.brand = data.brand;
  if (data.category !== part.category) changed.category = data.category;
  if (!sameList(data.oemNumbers, part.oemNumbers, String)) changed.oemNumbers = data.oemNumbers;
  if (!sameList(data.specs, part.specs, ({ name, value }) => `${name}\n${value}`))
    changed.specs = data.specs;
  if (data.orderMultiple !== part.orderMultiple) changed.orderMultiple = data.orderMultiple;
  if (data.lowStockQty !== part.lowStockQty) changed.lowStockQty = data.lowStockQty;
  if (data.coreCharge !== part.coreCharge) changed.coreCharge = data.coreCharge;
  if (data.gtin !== part.gtin) changed.gtin = data.gtin;
  if (!sameList(data.priceTiers, part.priceTiers, ({ minQty, price }) => `${minQty}:${price}`))
    changed.priceTiers = data.priceTiers;
  return changed;
}
