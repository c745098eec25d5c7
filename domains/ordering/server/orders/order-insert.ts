import "server-only";
import { sql, type SQL, type WithSubquery } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import type { Actor } from "@/lib/auth/actor";
import { takeForOrder } from "@/domains/catalog/server";
import { buyerUnitPriceSql } from "@/domains/companies/server";
import type { OrderEventInput } from "@/domains/ordering/server/order-events";
import { orderEventDetails } from "@/domains/ordering/order-event-texts";
import { orders } from "@/models";

export interface OrderLine {
  partId: Bindable<string>;
  quantity: Bindable<number>;
  /** The unit price the client saw (base or its price break); omitted, any current price goes. */
  expectedPriceCents?: Bindable<number | null>;
  /** The vehicle the part is bought for (its cart line's), or none. */
  vehicleId?: Bindable<string | null>;
}

/** Where an order ships; city, state and ZIP are null when the buyer gave none. */
interface OrderShipping {
  address: Bindable<string>;
  phone: Bindable<string>;
  city: Bindable<string | null>;
  state: Bindable<string | null>;
  zip: Bindable<string | null>;
}

/** What an order charges beyond its line, and why (models/charge-columns.ts). */
export interface OrderCharges {
  shippingService: "ground" | "express";
  shippingCents: number;
  deliveryBy: string;
  taxCents: number;
  taxState: string;
  /** Percent, as the numeric column takes it ("6.875"). */
  taxRate: string;
  taxableCents: number;
  exemptCents: number;
  taxExemptionId: string | null;
  taxExemptCertificate: string | null;
  destinationDefaulted: boolean;
}

export interface OrderPlacement {
  buyer: { [K in "uid" | "name" | "email"]: Bindable<Actor[K]> };
  shipping: OrderShipping;
  holdSeconds: Bindable<number>;
  checkoutId?: string;
  /** The buyer's purchase-order number. */
  poNumber?: string | null;
  /** Billed on the company's invoice: no hold (it never expires), shippable before it is paid. */
  onAccount?: boolean;
  /** Its shipping and tax (a checkout's order: its share of the checkout's). */
  charges: { [K in keyof OrderCharges]: Bindable<OrderCharges[K]> };
  /** The order's id, when the caller writes about the order before it exists (its mail). */
  orderId?: Bindable<string>;
  /** A further condition the placing statement checks (the customer's unpaid limit). */
  onlyIf?: SQL;
  /** Changes made by the same statement, each only if the stock was taken (its event, its mail). */
  alongside?: (taken: WithSubquery) => Promise<WithSubquery[]>;
}

/**
 * Places one order line inside the caller's transaction: the conditional stock update and the
 * insert that reads its result are one statement (a data-modifying CTE), so overselling is
 * impossible under concurrency. Answers the order's row, or undefined when the part's stock,
 * rules or price (or `onlyIf`) did not allow it (and then nothing changed). The order is at the
 * buyer's unit price (their company's, if any: buyerUnitPriceSql). The caller records
 * its 'placed' event (placedEvent) in the same transaction, or in the same statement (`alongside`).
 */
export async function insertOrderLine(tx: Tx, line: OrderLine, placement: OrderPlacement) {
  const [inserted] = await (await orderLineInsert(tx, line, placement)).statement;
  return inserted;
}

/** insertOrderLine's statement, not yet run (to be prepared once and run many times). */
export async function orderLineInsert(tx: Db | Tx, line: OrderLine, placement: OrderPlacement) {
  const { buyer, shipping, holdSeconds, checkoutId, orderId, onlyIf, alongside, charges } =
    placement;
  const onAccount = placement.onAccount ?? false;
  const buyerPrice = (publicUnit: SQL<number>) => buyerUnitPriceSql(buyer.uid, publicUnit);
  const taken = takeForOrder(tx, { ...line, buyerPrice }, onlyIf);
  const statement = tx
    .with(taken, ...((await alongside?.(taken)) ?? []))
    .insert(orders)
    .select((qb) =>
      qb
        .select({
          id: sql`${orderId ?? crypto.randomUUID()}`.as("id"),
          uid: sql`${buyer.uid}`.as("uid"),
          authorName: sql`${buyer.name}`.as("author_name"),
          authorEmail: sql`${buyer.email}`.as("author_email"),
          partId: taken.partId,
          productName: taken.productName,
          productImage: taken.productImage,
          priceCents: taken.priceCents,
          listPriceCents: taken.listPriceCents,
          orderQty: sql`${line.quantity}::integer`.as("order_qty"),
          // The deposit as the part has it in the statement that takes the stock.
          coreChargeCents: taken.coreChargeCents,
          coresReturned: sql`0`.as("cores_returned"),
          phone: sql`${shipping.phone}`.as("phone"),
          address: sql`${shipping.address}`.as("address"),
          // INSERT … SELECT names every column, in the table's order: these are its defaults.
          paymentIntentId: sql`null`.as("payment_intent_id"),
          transactionId: sql`null`.as("transaction_id"),
          paid: sql`false`.as("paid"),
          paidAt: sql`null`.as("paid_at"),
          shipped: sql`false`.as("shipped"),
          carrier: sql`null`.as("carrier"),
          trackingNumber: sql`null`.as("tracking_number"),
          refundPending: sql`false`.as("refund_pending"),
          holdUntil: (onAccount
            ? sql`null::timestamptz`
            : sql`now() + ${holdSeconds}::double precision * interval '1 second'`
          ).as("hold_until"),
          expiredAt: sql`null`.as("expired_at"),
          checkoutId: sql`${checkoutId ?? null}`.as("checkout_id"),
          poNumber: sql`${placement.poNumber ?? null}::text`.as("po_number"),
          onAccount: sql`${onAccount}::boolean`.as("on_account"),
          createdAt: sql`now()`.as("created_at"),
          shipCity: sql`${shipping.city}::text`.as("ship_city"),
          shipState: sql`${shipping.state}::text`.as("ship_state"),
          shipZip: sql`${shipping.zip}::text`.as("ship_zip"),
          shippingService: sql`${charges.shippingService}::text`.as("shipping_service"),
          shippingCents: sql`${charges.shippingCents}::integer`.as("shipping_cents"),
          deliveryBy: sql`${charges.deliveryBy}::date`.as("delivery_by"),
          taxCents: sql`${charges.taxCents}::integer`.as("tax_cents"),
          taxState: sql`${charges.taxState}::text`.as("tax_state"),
          taxRate: sql`${charges.taxRate}::numeric`.as("tax_rate"),
          taxableCents: sql`${charges.taxableCents}::integer`.as("taxable_cents"),
          exemptCents: sql`${charges.exemptCents}::integer`.as("exempt_cents"),
          taxExemptionId: sql`${charges.taxExemptionId}::text`.as("tax_exemption_id"),
          taxExemptCertificate: sql`${charges.taxExemptCertificate}::text`.as(
            "tax_exempt_certificate",
          ),
          destinationDefaulted: sql`${charges.destinationDefaulted}::boolean`.as(
            "destination_defaulted",
          ),
          vehicleId: sql`${line.vehicleId ?? null}::text`.as("vehicle_id"),
        })
        .from(taken),
    )
    .returning();
  // Wrapped: a statement is a thenable, which an async function's answer would run.
  return { statement };
}

type PlacedOrder = NonNullable<Awaited<ReturnType<typeof insertOrderLine>>>;

/** The 'placed' event of an order just inserted: what it took, at which unit price. */
export const placedEvent = (
  order: PlacedOrder,
  buyer: Pick<Actor, "uid" | "name">,
): OrderEventInput => ({
  type: "placed",
  order,
  actor: buyer,
  detail: orderEventDetails.placed(order.orderQty, order.priceCents),
});
