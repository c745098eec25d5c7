import "server-only";
import type { Actor } from "@/lib/auth/actor";
import {
  checkoutState,
  toChargeBasisJson,
  toTotalsJson,
  type CheckoutJson,
} from "@/domains/ordering/checkout-json";
import { centsToDollars } from "@/lib/money";
import {
  orderCoreChargeCents,
  orderSubtotalCents,
  toOrderJson,
} from "@/domains/ordering/order-json";
import {
  checkoutFor,
  dueOrders,
  ordersOfCheckout,
  readCheckout,
  sumCents,
  type CheckoutRow,
  type OrderRow,
} from "@/domains/ordering/server/order-store";

const sum = (rows: OrderRow[], cents: (row: OrderRow) => number) =>
  rows.reduce((total, row) => total + cents(row), 0);

/**
 * What the checkout charged, as its row keeps it; a checkout placed before shipping and tax
 * (drizzle/0026) kept no subtotal (every checkout has one above 0), so its orders' sums answer.
 * The core deposits are its orders' own (each copied the part's when placed).
 */
const checkoutTotals = (checkout: CheckoutRow, rows: OrderRow[]) =>
  toTotalsJson(
    checkout.subtotalCents > 0
      ? { ...checkout, coreChargeCents: sum(rows, orderCoreChargeCents) }
      : {
          coreChargeCents: sum(rows, orderCoreChargeCents),
          subtotalCents: sum(rows, orderSubtotalCents),
          shippingCents: sum(rows, (row) => row.shippingCents),
          taxCents: sum(rows, (row) => row.taxCents),
        },
  );

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
    totals: checkoutTotals(checkout, rows),
    ...toChargeBasisJson(checkout),
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
