// Rows of the route table (see ../route-table.ts): the PDF invoice of a paid order or checkout,
// for its customer and admins.
import { getDb } from "@/lib/db";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { callApi } from "../../../helpers/api-routes";
import { fillCart, SHIPPING } from "../../../helpers/checkout";
import { intentIdOf } from "../../../helpers/orders";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import { ownerOrAdmin, type RouteRow } from "../route-row";

const isPdf = (body: unknown) => expect(String(body).startsWith("%PDF")).toBe(true);

/** A checkout of the customer's, paid through the test provider. */
async function aPaidCheckout(w: World): Promise<string> {
  await fillCart(w.callers.customer, [{ partId: w.part.id, quantity: w.part.minOrderQty }]);
  const headers = w.callers.headers.customer;
  const placed = await callApi("POST", "/api/checkout", {
    url: "/api/checkout",
    headers,
    body: { address: SHIPPING },
  });
  const { checkoutId } = placed.body as { checkoutId: string };
  const intent = await callApi("POST", "/api/payment/create-payment-intent", {
    url: "/api/payment/create-payment-intent",
    headers,
    body: { checkoutId },
  });
  const intentId = intentIdOf((intent.body as { clientSecret: string }).clientSecret);
  await settleTestIntent(intentId, { succeeded: true }, await getDb());
  await callApi("POST", "/api/checkout/[checkoutId]/paid", {
    url: `/api/checkout/${checkoutId}/paid`,
    headers,
    body: { transactionId: intentId },
  });
  return checkoutId;
}

export function invoiceRows(w: World): Record<string, RouteRow> {
  return {
    "GET /api/orders/[id]/invoice": {
      statuses: ownerOrAdmin(200),
      request: async () => {
        const { order } = await f.aPaidOrder(w);
        return { url: `/api/orders/${order._id}/invoice`, ok: isPdf };
      },
    },
    "GET /api/checkout/[checkoutId]/invoice": {
      statuses: ownerOrAdmin(200),
      request: async () => ({
        url: `/api/checkout/${await aPaidCheckout(w)}/invoice`,
        ok: isPdf,
      }),
    },
  };
}
