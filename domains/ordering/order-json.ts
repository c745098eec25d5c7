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
  /** Price × quantity in dollars. */
  subtotal: number;
  /** This order's shipping and tax in dollars (a checkout's orders: their share of its own). */
  shipping: number;
  tax: number;
  /** The core deposit charged, in dollars: per piece × quantity (0: none). Not taxed. */
  coreCharge: number;
  /** Pieces whose old core has not come back yet (0 when no deposit was charged). */
  coresOutstanding: number;
  /** Subtotal + core deposit + shipping + tax, in dollars: the amount the payment charges. */
  total: number;
  /** "ground" or "express", and the day delivery is promised by (YYYY-MM-DD); null before 0026. */
  shippingService: "ground" | "express" | null;
  deliveryBy: string | null;
  /** The state taxed and its rate (percent), or null where no tax was computed. */
  taxState: string | null;
  taxRate: number | null;
  /** The exemption certificate that made the tax 0, or null. */
  taxExemptCertificate: string | null;
  /** No state was given (the contract's single order): the shop's default state was used. */
  destinationDefaulted: boolean;
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
  /** The vehicle the part was bought for (a garage vehicle's id), or null. */
  vehicleId: string | null;
}

/**
 * The last moments (ISO) a return, and a core with a deposit, may be asked for: what the returns'
 * window check allows. Null before the order ships (and coreReturnBy without a deposit).
 */
export interface ReturnDeadlinesJson {
  returnBy: string | null;
  coreReturnBy: string | null;
}

/** An order in its customer's list (My Orders, the Returns page): with its return deadlines. */
export type MyOrderJson = OrderJson & ReturnDeadlinesJson;

const NO_DEADLINES: ReturnDeadlinesJson = { returnBy: null, coreReturnBy: null };

export const toMyOrderJson = (
  row: typeof orders.$inferSelect,
  deadlines: ReturnDeadlinesJson = NO_DEADLINES,
): MyOrderJson => ({ ...toOrderJson(row), ...deadlines });

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

type ChargedRow = {
  priceCents: number;
  coreChargeCents: number;
  orderQty: number;
  shippingCents: number;
  taxCents: number;
};

/** Price × quantity, in cents: the lines' value shipping and tax are allocated by. */
export const orderSubtotalCents = (row: Pick<ChargedRow, "priceCents" | "orderQty">): number =>
  row.priceCents * row.orderQty;

/** The core deposit per piece × quantity, in cents: refundable, so neither taxed nor shipped. */
export const orderCoreChargeCents = (row: Pick<ChargedRow, "coreChargeCents" | "orderQty">) =>
  row.coreChargeCents * row.orderQty;

/**
 * What the order charges, in cents: its lines, its core deposit, its shipping and its tax (the
 * same sum as models/orders.ts's orderTotalSql).
 */
export const orderTotalCents = (row: ChargedRow): number =>
  orderSubtotalCents(row) + orderCoreChargeCents(row) + row.shippingCents + row.taxCents;

/** The pieces whose core is still owed back: none when no deposit was charged. */
const coresOutstanding = (row: {
  coreChargeCents: number;
  orderQty: number;
  coresReturned: number;
}): number => (row.coreChargeCents > 0 ? row.orderQty - row.coresReturned : 0);

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
    subtotal: centsToDollars(orderSubtotalCents(row)),
    shipping: centsToDollars(row.shippingCents),
    tax: centsToDollars(row.taxCents),
    coreCharge: centsToDollars(orderCoreChargeCents(row)),
    coresOutstanding: coresOutstanding(row),
    total: centsToDollars(orderTotalCents(row)),
    shippingService: row.shippingService as OrderJson["shippingService"],
    deliveryBy: row.deliveryBy,
    taxState: row.taxState,
    taxRate: row.taxRate === null ? null : Number(row.taxRate),
    taxExemptCertificate: row.taxExemptCertificate,
    destinationDefaulted: row.destinationDefaulted,
    createdAt: row.createdAt.toISOString(),
    checkoutId: row.checkoutId,
    paid: row.paid,
    shipped: row.shipped,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    poNumber: row.poNumber,
    onAccount: row.onAccount,
    vehicleId: row.vehicleId,
  };
}
