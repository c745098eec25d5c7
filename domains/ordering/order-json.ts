import type { orders } from "@/models";
import { centsToDollars } from "@/lib/money";

/** "expired": unpaid past its hold, so its stock went back on sale; it can no longer be paid. */
export type OrderStatus = "pending" | "paid" | "shipped" | "expired";

export interface OrderJson {
  _id: string;
  uid: string;
  author: { name: string; email: string };
  productInfo: {
    /** Null once the part itself has been deleted; the order keeps its own copy of the rest. */
    id: string | null;
    productName: string;
    image: string;
    price: number;
    orderQty: number;
  };
  /** The contract's address and phone; city, state (USPS code) and ZIP, null when unknown. */
  address: {
    address: string;
    phone: string;
    city: string | null;
    state: string | null;
    zip: string | null;
  };
  transactionId: string | null;
  status: OrderStatus;
  /** Price × quantity in dollars: the amount the payment charges. */
  total: number;
  createdAt: string;
  /** The checkout that placed it with other lines (paid together), or null. */
  checkoutId: string | null;
  paid: boolean;
  shipped: boolean;
  /** Who carries the shipment and its tracking number, when the admin gave them; else null. */
  carrier: string | null;
  trackingNumber: string | null;
  /** The buyer's purchase-order number, or null. */
  poNumber: string | null;
  /** Billed on the company's invoice: shipped before it is paid, paid when the invoice is. */
  onAccount: boolean;
}

/** Where an order ships, on one line: "12 Piston Road, Detroit, MI 48201" (city etc. when known). */
export function shipToText({ address, city, state, zip }: OrderJson["address"]): string {
  const place = [city, [state, zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return place ? `${address}, ${place}` : address;
}

function orderStatus(row: {
  paid: boolean;
  shipped: boolean;
  expiredAt: Date | null;
}): OrderStatus {
  if (row.shipped) return "shipped";
  if (row.paid) return "paid";
  return row.expiredAt ? "expired" : "pending";
}

export const orderTotalCents = (row: { priceCents: number; orderQty: number }): number =>
  row.priceCents * row.orderQty;

export function toOrderJson(row: typeof orders.$inferSelect): OrderJson {
  return {
    _id: row.id,
    uid: row.uid,
    author: { name: row.authorName, email: row.authorEmail },
    productInfo: {
      id: row.partId,
      productName: row.productName,
      image: row.productImage,
      price: centsToDollars(row.priceCents),
      orderQty: row.orderQty,
    },
    address: {
      address: row.address,
      phone: row.phone,
      city: row.shipCity,
      state: row.shipState,
      zip: row.shipZip,
    },
    transactionId: row.transactionId,
    status: orderStatus(row),
    total: centsToDollars(orderTotalCents(row)),
    createdAt: row.createdAt.toISOString(),
    checkoutId: row.checkoutId,
    paid: row.paid,
    shipped: row.shipped,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    poNumber: row.poNumber,
    onAccount: row.onAccount,
  };
}
