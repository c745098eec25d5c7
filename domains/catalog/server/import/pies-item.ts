import "server-only";
import type { PiesGtin } from "./pies-gtin";

/** An element's attributes by local name. */
export type Attributes = Record<string, string>;

const PACKAGE_SIZES = [
  "MerchandisingHeight",
  "MerchandisingWidth",
  "MerchandisingLength",
  "ShippingHeight",
  "ShippingWidth",
  "ShippingLength",
] as const;
type PackageSize = (typeof PACKAGE_SIZES)[number];

export interface Description {
  code?: string;
  language?: string;
  text: string;
}
export type Package = Partial<
  Record<PackageSize | "uom" | "weight" | "weightUom" | "dimensionsUom", string>
>;

/** What an Item's elements said so far, kept while the Item streams past (no DOM). */
export interface ItemDraft {
  line: number;
  partNumber?: string;
  brandLabel?: string;
  brandAaiaId?: string;
  minimumOrderQuantity?: string;
  /** ItemLevelGTIN (PIES 7.x): its digits, and its GTINQualifier (UP or EN: which barcode). */
  gtin?: PiesGtin;
  descriptions: Description[];
  pricings: { type?: string; price?: string }[];
  interchangeNumbers: string[];
  assets: { type?: string; uri?: string }[];
  packages: Package[];
  attributes: { id?: string; language?: string; value: string }[];
}

export const newItemDraft = (line: number): ItemDraft => ({
  line,
  descriptions: [],
  pricings: [],
  interchangeNumbers: [],
  assets: [],
  packages: [],
  attributes: [],
});

// A child fills the repeating element its parent's opening pushed (the path guarantees one).
function fillLast<T extends object>(list: T[], fields: Partial<T>) {
  const last = list.at(-1);
  if (last) Object.assign(last, fields);
}

type Opening = (draft: ItemDraft, attributes: Attributes) => void;
type Closing = (draft: ItemDraft, text: string, attributes: Attributes) => void;

/** Elements below Item that start a record when they open, by path from Item down. */
const OPENINGS: Record<string, Opening> = {
  "Prices/Pricing": (draft, { PriceType }) => draft.pricings.push({ type: PriceType }),
  "DigitalAssets/DigitalFileInformation": (draft) => draft.assets.push({}),
  "Packages/Package": (draft) => draft.packages.push({}),
  "Packages/Package/Weights": (draft, { UOM }) => fillLast(draft.packages, { weightUom: UOM }),
  "Packages/Package/Dimensions": (draft, { UOM }) =>
    fillLast(draft.packages, { dimensionsUom: UOM }),
};

/** Elements below Item whose text the reader keeps, by path from Item down. */
const CLOSINGS: Record<string, Closing> = {
  PartNumber: (draft, text) => (draft.partNumber = text),
  BrandAAIAID: (draft, text) => (draft.brandAaiaId = text),
  BrandLabel: (draft, text) => (draft.brandLabel = text),
  MinimumOrderQuantity: (draft, text) => (draft.minimumOrderQuantity = text),
  ItemLevelGTIN: (draft, text, { GTINQualifier }) =>
    (draft.gtin = { digits: text, qualifier: GTINQualifier }),
  "Descriptions/Description": (draft, text, { DescriptionCode, LanguageCode }) =>
    draft.descriptions.push({ code: DescriptionCode, language: LanguageCode, text }),
  "Prices/Pricing/Price": (draft, text) => fillLast(draft.pricings, { price: text }),
  "ProductAttributes/ProductAttribute": (draft, text, { AttributeID, LanguageCode }) =>
    draft.attributes.push({ id: AttributeID, language: LanguageCode, value: text }),
  "Packages/Package/PackageUOM": (draft, text) => fillLast(draft.packages, { uom: text }),
  "Packages/Package/Weights/Weight": (draft, text) => fillLast(draft.packages, { weight: text }),
  ...Object.fromEntries(
    PACKAGE_SIZES.map((size): [string, Closing] => [
      `Packages/Package/Dimensions/${size}`,
      (draft, text) => fillLast(draft.packages, { [size]: text }),
    ]),
  ),
  "PartInterchangeInfo/PartInterchange/PartNumber": (draft, text) =>
    draft.interchangeNumbers.push(text),
  "DigitalAssets/DigitalFileInformation/AssetType": (draft, text) =>
    fillLast(draft.assets, { type: text }),
  "DigitalAssets/DigitalFileInformation/URI": (draft, text) =>
    fillLast(draft.assets, { uri: text }),
};

/** The Item's children the reader maps; any other child of an Item is counted as ignored. */
const MAPPED_CHILDREN = new Set(
  [...Object.keys(OPENINGS), ...Object.keys(CLOSINGS)].map((path) => path.split("/")[0]),
);

export const isMappedItemChild = (name: string) => MAPPED_CHILDREN.has(name);

/** An element below Item opens; `path` is its local names from Item down, e.g. `Prices/Pricing`. */
export function openInItem(draft: ItemDraft, path: string, attributes: Attributes) {
  OPENINGS[path]?.(draft, attributes);
}

/** An element below Item closes with its trimmed text; an empty element says nothing. */
export function closeInItem(draft: ItemDraft, path: string, attributes: Attributes, text: string) {
  if (text !== "") CLOSINGS[path]?.(draft, text, attributes);
}
