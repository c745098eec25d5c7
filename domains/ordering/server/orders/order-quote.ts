import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import { preparedPerDatabase } from "@/lib/db/prepared";
import { recentValues } from "@/lib/cache/ttl-memo";
import type { Actor } from "@/lib/auth/actor";
import { unitPriceSql } from "@/domains/catalog/server";
import { buyerUnitPriceSql } from "@/domains/companies/server";
import { orders, parts } from "@/models";
import type { OrderAddress } from "@/domains/ordering/orders";
import type { OrderCharges } from "./order-insert";

/**
 * What an order of a part in a quantity is made of now: the part's name, image and prices (the
 * unit price the buyer pays: their company's, if any) and its core deposit per piece.
 */
export interface OrderQuote {
  productName: string;
  productImage: string;
  listPriceCents: number;
  unitCents: number;
  coreChargeCents: number;
}

const quoteQuery = preparedPerDatabase((db) =>
  db
    .select({
      productName: parts.productName,
      productImage: parts.image,
      listPriceCents: parts.priceCents,
      unitCents: sql<number>`${buyerUnitPriceSql(
        sql.placeholder("uid"),
        unitPriceSql(sql.placeholder("quantity")),
      )}`.mapWith(Number),
      coreChargeCents: parts.coreChargeCents,
    })
    .from(parts)
    .where(eq(parts.id, sql.placeholder("partId")))
    .prepare("order_quote"),
);

// A quote only proposes: the order statement places the order only while the part is still as
// quoted, and a refused order is quoted afresh. So a quote kept a little while costs at worst a
// retry, never a wrong price, and spares most orders a round trip to the database.
const RECENT_QUOTE_MS = 30_000;
const recentQuotes = recentValues<OrderQuote>(RECENT_QUOTE_MS, 10_000);

/**
 * The quote of a part in a quantity for a buyer (prices are the buyer's own): a recent one, or
 * (`fresh`, or none kept) the database's.
 */
export async function quoteFor(
  db: Db,
  { uid, partId, quantity }: { uid: string; partId: string; quantity: number },
  { fresh }: { fresh: boolean },
): Promise<OrderQuote | undefined> {
  const key = `${uid}:${partId}:${quantity}`;
  const recent = fresh ? undefined : recentQuotes.get(key);
  if (recent) return recent;
  const [quote] = await quoteQuery(db).execute({ uid, partId, quantity });
  recentQuotes.set(key, quote);
  return quote;
}

export const sameQuote = (a: OrderQuote, b: OrderQuote) =>
  a.productName === b.productName &&
  a.productImage === b.productImage &&
  a.listPriceCents === b.listPriceCents &&
  a.unitCents === b.unitCents &&
  a.coreChargeCents === b.coreChargeCents;

/**
 * The condition that the part is still as quoted (the buyer's price too: their company's terms
 * may have changed; and the deposit, refused like a price change), for the statement that takes
 * its stock.
 */
export const stillAsQuoted = (
  quote: { [K in keyof OrderQuote]: Bindable<OrderQuote[K]> },
  { uid, quantity }: { uid: Bindable<string>; quantity: Bindable<number> },
): SQL | undefined =>
  and(
    eq(parts.productName, quote.productName),
    eq(parts.image, quote.productImage),
    eq(parts.priceCents, quote.listPriceCents),
    eq(buyerUnitPriceSql(uid, unitPriceSql(quantity)), quote.unitCents),
    eq(parts.coreChargeCents, quote.coreChargeCents),
  );

/**
 * The order the placing statement will insert when the part is still as quoted (but for its
 * times, which the database sets): what its mail and 'placed' event are written from.
 */
export function orderAsQuoted(
  quote: OrderQuote,
  order: {
    id: string;
    buyer: Pick<Actor, "uid" | "name" | "email">;
    partId: string;
    quantity: number;
    shipping: OrderAddress;
    holdSeconds: number;
    charges: OrderCharges;
  },
): typeof orders.$inferSelect {
  const now = new Date();
  return {
    id: order.id,
    uid: order.buyer.uid,
    authorName: order.buyer.name,
    authorEmail: order.buyer.email,
    partId: order.partId,
    productName: quote.productName,
    productImage: quote.productImage,
    priceCents: quote.unitCents,
    coreChargeCents: quote.coreChargeCents,
    coresReturned: 0,
    listPriceCents: quote.listPriceCents,
    orderQty: order.quantity,
    phone: order.shipping.phone,
    address: order.shipping.address,
    paymentIntentId: null,
    transactionId: null,
    paid: false,
    paidAt: null,
    shipped: false,
    carrier: null,
    trackingNumber: null,
    refundPending: false,
    holdUntil: new Date(now.getTime() + order.holdSeconds * 1000),
    expiredAt: null,
    checkoutId: null,
    poNumber: null,
    onAccount: false,
    createdAt: now,
    shipCity: order.shipping.city,
    shipState: order.shipping.state,
    shipZip: order.shipping.zip,
    ...order.charges,
    // The contract's single order names no vehicle.
    vehicleId: null,
  };
}
