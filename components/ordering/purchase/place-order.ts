"use client";

import { placeOrder as postOrder } from "@/domains/ordering/client";
import type { PartJson } from "@/domains/catalog";
import { linePartFromJson } from "@/domains/ordering";
import { unitPriceCents } from "@/domains/catalog";
import type { Buyer } from "./read-only-buyer";

export interface OrderDetails {
  phone: string;
  address: string;
  quantity: number;
}

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
    address: { address: details.address, phone: details.phone },
  });
  return order;
}
