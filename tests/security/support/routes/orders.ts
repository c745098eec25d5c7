// Rows of the route table (see ../route-table.ts): orders and payments, and Stripe's webhook.
import type { OrderJson } from "@/domains/ordering/order-json";
import { intentIdOf, orderRow } from "../../../helpers/orders";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import { adminOnly, anyUser, everyone, ownerOnly, ownerOrAdmin, type RouteRow } from "../route-row";
import { exempt, ids, rowKit } from "./kit";

export function orderRows(w: World): Record<string, RouteRow> {
  const { customer, self, orderOf } = rowKit(w);
  return {
    "GET /api/orders": {
      statuses: ownerOrAdmin(200),
      request: async () => {
        const order = await f.anOrder(w);
        return {
          url: `/api/orders?uid=${customer().uid}`,
          ok: (body) => {
            expect(ids(body)).toContain(order._id);
            expect((body as OrderJson[]).filter((row) => row.uid !== customer().uid)).toEqual([]);
          },
        };
      },
    },
    "POST /api/orders": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async (caller) => ({
        url: `/api/orders?uid=${self(caller).uid}`,
        body: f.orderBody(w),
        ok: (body) => expect(orderOf(body)).toMatchObject({ uid: self(caller).uid }),
      }),
      variants: {
        "for the customer's uid": {
          statuses: ownerOnly(201),
          request: async (caller) => ({
            url: `/api/orders?uid=${customer().uid}`,
            body: f.orderBody(w),
            ok: (body) => expect(orderOf(body)).toMatchObject({ uid: self(caller).uid }),
          }),
        },
      },
    },
    "GET /api/orders/all": {
      statuses: adminOnly(200),
      request: async () => {
        const order = await f.anOrder(w);
        return { url: "/api/orders/all", ok: (body) => expect(ids(body)).toContain(order._id) };
      },
    },
    "GET /api/orders/[id]": {
      statuses: ownerOrAdmin(200),
      request: async () => {
        const order = await f.anOrder(w);
        return {
          url: `/api/orders/${order._id}`,
          ok: (body) => expect(body).toMatchObject({ _id: order._id, uid: customer().uid }),
        };
      },
    },
    "DELETE /api/orders/[id]": {
      statuses: ownerOrAdmin(200),
      cookie: "customer",
      request: async () => {
        const order = await f.anOrder(w); // unpaid
        return {
          url: `/api/orders/${order._id}`,
          ok: async (body) => {
            expect(body).toEqual({ deletedCount: 1 });
            expect(await orderRow(order._id)).toBeUndefined();
          },
        };
      },
    },
    "PATCH /api/orders/paid/[id]": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const { order, intentId } = await f.withSucceededIntent(w);
        return {
          url: `/api/orders/paid/${order._id}`,
          body: { transactionId: intentId },
          ok: async () =>
            expect(await orderRow(order._id)).toMatchObject({
              paid: true,
              transactionId: intentId,
            }),
        };
      },
    },
    "POST /api/booking": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const { order, intentId } = await f.withSucceededIntent(w);
        return {
          url: `/api/booking?id=${order._id}`,
          body: { transactionId: intentId },
          ok: async () =>
            expect(await orderRow(order._id)).toMatchObject({
              paid: true,
              transactionId: intentId,
            }),
        };
      },
    },
    "PATCH /api/orders/shipped/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const { order } = await f.aPaidOrder(w);
        return {
          url: `/api/orders/shipped/${order._id}`,
          body: { shipped: true },
          ok: async (body) => {
            expect(body).toEqual({ modifiedCount: 1 });
            expect(await orderRow(order._id)).toMatchObject({ paid: true, shipped: true });
          },
        };
      },
    },
    "POST /api/payment/create-payment-intent": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const order = await f.anOrder(w);
        return {
          url: "/api/payment/create-payment-intent",
          // The spec's client also sends its price; the server charges the order's own.
          body: { orderId: order._id, price: order.total },
          ok: async (body) => {
            const intentId = intentIdOf((body as { clientSecret: string }).clientSecret);
            expect((await orderRow(order._id))?.paymentIntentId).toBe(intentId);
          },
        };
      },
    },
    "POST /api/payment/test-provider/confirm": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const { order, clientSecret, intentId } = await f.withIntent(w);
        return {
          url: "/api/payment/test-provider/confirm",
          body: { clientSecret, card: f.CARD },
          ok: async (body) => {
            expect(body).toMatchObject({ paymentIntent: { id: intentId, status: "succeeded" } });
            expect(await orderRow(order._id)).toMatchObject({
              paid: true,
              transactionId: intentId,
            });
          },
        };
      },
    },

    "POST /api/webhooks/stripe": {
      statuses: everyone(404), // Stripe is off in tests: no webhook secret, nothing to verify
      cookie: exempt("authenticated by Stripe's signature, never by a cookie"),
      request: async () => ({
        url: "/api/webhooks/stripe",
        headers: { "stripe-signature": "t=1,v1=00" },
        body: "{}",
      }),
    },
  };
}
