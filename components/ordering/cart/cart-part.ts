import type { PartJson } from "@/domains/catalog";

/** What a client form adding a part to the cart needs of it, and nothing more of the page's part. */
export type CartFormPart = Pick<
  PartJson,
  "_id" | "productName" | "price" | "priceTiers" | "orderQty" | "orderMultiple" | "availableQty"
>;

export const cartFormPart = (part: CartFormPart): CartFormPart => ({
  _id: part._id,
  productName: part.productName,
  price: part.price,
  priceTiers: part.priceTiers,
  orderQty: part.orderQty,
  orderMultiple: part.orderMultiple,
  availableQty: part.availableQty,
});
