"use client";

import { placeOrder as postOrder } from "@/domains/ordering/client";
import type { PartJson } from "@/domains/catalog";
import { linePartFromJson } from "@/domains/ordering";
import { unitPriceCents } from "@/domains/catalog";
import type { Buyer } from "./read-only-buyer";

export interface OrderDetails {
  phone: string;
  address: string;
  /** Null when the buyer left them blank: the order is then sent without them. */
  city: string | null;
  state: string | null;
  zip: string | null;
  quantity: number;
}

/** The shipping details in the contract's shape, with city, state and ZIP only when given. */
const shippingOf = ({ address, phone, city, state, zip }: OrderDetails) => ({
  address,
  phone,
  ...(city === null ? {} : { city }),
  ...(state === null ? {} : { state }),
  ...(zip === null ? {} : { zip }),
});

/**
 * `POST /api/orders?uid=` in the original client's shape. The server takes only the part's id,
 * the quantity and the shipping details from it; price, name and stock come from the database.
 * The price sent is the unit price the form showed for this quantity (its price break's): the
 * server charges the break's price and refuses a price lower than both it and the base price.
 */
export async function placeOrder(part: PartJson, buyer: Buyer, details: OrderDetails) {
  const { order } = await postOrder(buyer.uid, {
    uid: buyer.uid,
    author: { name: buyer.name, email: buyer.email },
    productInfo: {
      id: part._id,
      productName: part.productName,
      image: part.image,
      price: unitPriceCents(linePartFromJson(part), details.quantity) / 100,
      availableQty: part.availableQty,
      orderQty: details.quantity,
    },
    address: shippingOf(details),
  });
  return order;
}
