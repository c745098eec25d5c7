import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { checkoutState, type CheckoutJson } from "@/domains/ordering/checkout-json";
import { centsToDollars } from "@/lib/money";
import { toOrderJson } from "@/domains/ordering/order-json";
import {
  checkoutFor,
  dueOrders,
  ordersOfCheckout,
  readCheckout,
  sumCents,
} from "@/domains/ordering/server/order-store";

/** `GET /api/checkout/{id}`: the checkout and its orders, for its customer or an admin. */
export async function getCheckout(actor: Actor | null, checkoutId: string): Promise<CheckoutJson> {
  const checkout = await checkoutFor(actor, checkoutId, "see");
  const rows = await ordersOfCheckout(checkout.id);
  const due = dueOrders(rows);
  return {
    _id: checkout.id,
    uid: checkout.uid,
    createdAt: checkout.createdAt.toISOString(),
    orders: rows.map(toOrderJson),
    due: centsToDollars(sumCents(due)),
    total: centsToDollars(sumCents(rows)),
    settled: due.length === 0,
    state:
      checkout.approval === "declined"
        ? "declined"
        : checkoutState({
            awaitingApproval: checkout.approval === "awaiting",
            onAccount: rows.some((row) => row.onAccount),
          }),
    poNumber: checkout.poNumber,
    payment: checkout.payment,
  };
}

/** Whether a payment screen's id names a checkout (else it names an order). */
export async function isCheckout(id: string): Promise<boolean> {
  return (await readCheckout(id)) !== null;
}
