import { getImageProps } from "next/image";
import type { PartJson, PriceTierJson } from "@/domains/catalog";
import type { FoundFitState } from "@/domains/fitment";
import { canBeOrdered, coreChargeTexts, supersessionNote } from "@/domains/catalog";
import { excerpt } from "@/lib/text";

const CARD_EXCERPT_LENGTH = 60;
// Not in the spec: a part whose stock cannot cover one minimum order says so on its card.
export const OUT_OF_STOCK_LABEL = "Out of stock";
export const CARD_IMAGE = { width: 600, height: 450 };
const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 300px, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw";

/**
 * What a part card shows, and nothing more: the card is drawn in the browser too (it holds the
 * cart button and the chosen vehicle's badge), so its page sends this rather than the whole
 * part, once, beside the card's HTML.
 */
export interface PartCardJson {
  _id: string;
  url: string;
  productName: string;
  excerpt: string;
  price: number;
  orderQty: number;
  availableQty: number;
  orderMultiple: number;
  priceTiers: PriceTierJson[];
  orderable: boolean;
  image: { src: string; srcSet?: string; sizes?: string };
  fitment?: FoundFitState;
  /** In a search for a number this part replaces: "OLD-1 was replaced by NEW-1." */
  note?: string;
  /** The core deposit per piece, in words; absent when the part has none. */
  coreNote?: string;
}

/** A part as its card shows it; the image's sources are worked out here, on the server. */
export function partCardJson(part: PartJson): PartCardJson {
  const { src, srcSet, sizes } = getImageProps({
    src: part.image,
    alt: "",
    ...CARD_IMAGE,
    sizes: CARD_IMAGE_SIZES,
  }).props;
  return {
    _id: part._id,
    url: part.url,
    productName: part.productName,
    excerpt: excerpt(part.productDescription, CARD_EXCERPT_LENGTH),
    price: part.price,
    orderQty: part.orderQty,
    availableQty: part.availableQty,
    orderMultiple: part.orderMultiple,
    priceTiers: part.priceTiers,
    orderable: canBeOrdered(part),
    image: { src, ...(srcSet ? { srcSet, sizes } : {}) },
    ...(part.fitment ? { fitment: part.fitment } : {}),
    ...(part.replaces ? { note: supersessionNote(part.replaces, part.partNumber) } : {}),
    ...(part.coreCharge > 0 ? { coreNote: coreChargeTexts.perPiece(part.coreCharge) } : {}),
  };
}
