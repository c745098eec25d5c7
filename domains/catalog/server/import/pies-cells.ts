import "server-only";
import {
  DIMENSIONS_SEPARATOR,
  LIST_SEPARATOR,
  type PartImportCells,
} from "@/domains/catalog/import/import-columns";
import { qualifiedGtin } from "./pies-gtin";
import type { Description, ItemDraft, Package } from "./pies-item";
import { inInches, inPounds } from "./pies-units";

/** PIES price types (the Pricing element's PriceType) the import reads: list, else jobber. */
export const LIST_PRICE_TYPE = "LST";
export const JOBBER_PRICE_TYPE = "JBR";
const PHOTO_ASSET_TYPE = "P04";
const EACH_PACKAGE = "EA";
const MAX_SPECS = 20;

/** An Item's cells without the price, and its prices by type until the file's type is chosen. */
export interface FinishedItem {
  line: number;
  cells: PartImportCells;
  /** Units of a Weights or Dimensions the import cannot convert, named as `ignored` counts them. */
  unreadUnits: string[];
  prices: Partial<Record<typeof LIST_PRICE_TYPE | typeof JOBBER_PRICE_TYPE, string>>;
  /** Why the Item is refused before its cells are read (its GTIN does not fit its qualifier). */
  problem?: string;
}

// A value left out is a column left out (the engine leaves that field unchanged), never "".
function defined<T extends object>(fields: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;
}

const isEnglish = ({ language }: { language?: string }) =>
  language === undefined || language.toUpperCase() === "EN";

/** The name is the DES description; the long text EXT, else MKT, else any other one. */
function names(descriptions: Description[]) {
  const english = descriptions.filter(isEnglish);
  const readable = english.length > 0 ? english : descriptions;
  const name = readable.find(({ code }) => code === "DES") ?? readable[0];
  const others = readable.filter((description) => description !== name);
  const long =
    others.find(({ code }) => code === "EXT") ??
    others.find(({ code }) => code === "MKT") ??
    others[0];
  return { productName: name?.text, productDescription: long?.text };
}

// PIES writes quantities as decimals; "4.0" is the whole number the order quantity takes.
const wholeQuantity = (text: string | undefined) => text?.replace(/^(\d+)\.0+$/, "$1");

const listCell = (values: string[]) =>
  values.length > 0 ? [...new Set(values)].join(LIST_SEPARATOR) : undefined;

function photo(assets: ItemDraft["assets"]) {
  const web = assets.filter(({ uri }) => uri !== undefined && /^https?:\/\//i.test(uri));
  return (web.find(({ type }) => type === PHOTO_ASSET_TYPE) ?? web[0])?.uri;
}

// Both sets of sides must be whole to be read; shipping's are what a carrier measures.
const SIDE_SETS = [
  ["ShippingLength", "ShippingWidth", "ShippingHeight"],
  ["MerchandisingLength", "MerchandisingWidth", "MerchandisingHeight"],
] as const;

/**
 * The weight and dimensions cells of the each package (`PackageUOM` EA, else the first one: a
 * case's figures are not one part's), converted to pounds and inches, `LxWxH` as a CSV writes it.
 */
function packageCells(packages: Package[]) {
  const chosen = packages.find(({ uom }) => uom === EACH_PACKAGE) ?? packages[0] ?? {};
  const unreadUnits: string[] = [];
  const weight =
    chosen.weight === undefined ? undefined : inPounds(chosen.weight, chosen.weightUom);
  if (chosen.weight !== undefined && weight === undefined)
    unreadUnits.push(`Weights/@UOM=${chosen.weightUom}`);
  const sides = SIDE_SETS.map((set) => set.map((side) => chosen[side])).find((set) =>
    set.every((side) => side !== undefined),
  );
  const inches = sides?.map((side) => inInches(side!, chosen.dimensionsUom));
  const readable = inches?.every((side) => side !== undefined) ?? false;
  if (inches && !readable) unreadUnits.push(`Dimensions/@UOM=${chosen.dimensionsUom}`);
  const dimensions = readable ? inches!.join(DIMENSIONS_SEPARATOR) : undefined;
  return { weight, dimensions, unreadUnits };
}

const priceOf = (draft: ItemDraft, type: string) =>
  draft.pricings.find((pricing) => pricing.type === type && pricing.price !== undefined)?.price;

/** The Item's cells as a CSV line would hold them, when the Item element closes. */
export function finishItem(draft: ItemDraft): FinishedItem {
  const specs = draft.attributes
    .filter(isEnglish)
    .slice(0, MAX_SPECS)
    .map(({ id, value }) => (id ? `${id}: ${value}` : value));
  const { weight, dimensions, unreadUnits } = packageCells(draft.packages);
  const gtin = draft.gtin ? qualifiedGtin(draft.gtin) : undefined;
  const cells = defined<PartImportCells>({
    partNumber: draft.partNumber,
    ...names(draft.descriptions),
    brand: draft.brandLabel ?? draft.brandAaiaId,
    orderQty: wholeQuantity(draft.minimumOrderQuantity),
    gtin: gtin && "gtin" in gtin ? gtin.gtin : undefined,
    image: photo(draft.assets),
    oemNumbers: listCell(draft.interchangeNumbers),
    specs: listCell(specs),
    weight,
    dimensions,
  });
  const prices = defined<FinishedItem["prices"]>({
    [LIST_PRICE_TYPE]: priceOf(draft, LIST_PRICE_TYPE),
    [JOBBER_PRICE_TYPE]: priceOf(draft, JOBBER_PRICE_TYPE),
  });
  const problem = gtin && "problem" in gtin ? gtin.problem : undefined;
  return { line: draft.line, cells, unreadUnits, prices, ...(problem ? { problem } : {}) };
}
