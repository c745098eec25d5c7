import "server-only";
import type { Db } from "@/lib/db";
import { defaultShippingState } from "@/domains/shipping/server";
import type { OrderAddress } from "@/domains/ordering/orders";
import { chargeBasis, checkoutCharges } from "@/domains/ordering/server/checkout/checkout-charges";
import { taxHolderCompanyId } from "@/domains/ordering/server/checkout/tax-holder";
import type { OrderCharges } from "./order-insert";

/**
 * The single order's shipping (ground, its one line) and tax, priced as a checkout of that line
 * is. An address without a state (the contract's client sends none) ships to the shop's default
 * state, as the admin set it, and the order says so (`destinationDefaulted`).
 */
export async function singleOrderCharges(
  db: Db,
  order: { uid: string; partId: string; quantity: number; lineCents: number; coreCents: number },
  address: OrderAddress,
  now = new Date(),
): Promise<OrderCharges & { totalCents: number }> {
  const state = address.state ?? (await defaultShippingState(db));
  const charges = await checkoutCharges(db, {
    uid: order.uid,
    companyId: await taxHolderCompanyId(db, order.uid),
    state,
    // A ZIP only counts with the state it was given with.
    zip: address.state === null ? null : address.zip,
    service: "ground",
    lines: [{ partId: order.partId, quantity: order.quantity }],
    lineCents: [order.lineCents],
    coreCents: [order.coreCents],
    now,
  });
  return {
    ...chargeBasis(charges, address.state === null),
    shippingCents: charges.shippingCents,
    taxCents: charges.taxCents,
    taxableCents: charges.taxableCents,
    exemptCents: charges.exemptCents,
    totalCents: charges.totalCents,
  };
}
