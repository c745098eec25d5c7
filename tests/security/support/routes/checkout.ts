// Rows of the route table (see ../route-table.ts): checking out (and quoting) one's own cart, and reading and
// claiming the payment of one's own checkout (admins read any).
import { getDb } from "@/lib/db";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { callApi } from "../../../helpers/api-routes";
import { cartOf, fillCart, SHIPPING } from "../../../helpers/checkout";
import { intentIdOf, orderRow } from "../../../helpers/orders";
import type { World } from "../fixtures";
import { anyUser, ownerOnly, ownerOrAdmin, type RouteRow } from "../route-row";
import { exempt, rowKit } from "./kit";

type Placed = { checkoutId: string; orders: { _id: string }[] };

/** The customer's checkout of one line of the world's part, placed through the API. */
async function aCheckout(w: World): Promise<Placed> {
  await fillCart(w.callers.customer, [{ partId: w.part.id, quantity: w.part.minOrderQty }]);
  const answer = await callApi("POST", "/api/checkout", {
    url: "/api/checkout",
    headers: w.callers.headers.customer,
    body: { address: SHIPPING },
  });
  if (answer.status !== 201) throw new Error(`checkout: ${JSON.stringify(answer)}`);
  return answer.body as Placed;
}

/** The customer's checkout whose intent the card has paid; the shop has not been told yet. */
async function aPaidAtProviderCheckout(w: World) {
  const placed = await aCheckout(w);
  const answer = await callApi("POST", "/api/payment/create-payment-intent", {
    url: "/api/payment/create-payment-intent",
    headers: w.callers.headers.customer,
    body: { checkoutId: placed.checkoutId },
  });
  const intentId = intentIdOf((answer.body as { clientSecret: string }).clientSecret);
  await settleTestIntent(intentId, { succeeded: true }, await getDb());
  return { placed, intentId };
}

export function checkoutRows(w: World): Record<string, RouteRow> {
  const { self } = rowKit(w);
  return {
    "POST /api/checkout": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async (caller) => {
        await fillCart(self(caller), [{ partId: w.part.id, quantity: w.part.minOrderQty }]);
        return {
          url: "/api/checkout",
          body: { address: SHIPPING },
          ok: async (body) => {
            const placed = body as Placed;
            expect(placed.orders).toHaveLength(1);
            expect(await orderRow(placed.orders[0]!._id)).toMatchObject({
              uid: self(caller).uid,
              checkoutId: placed.checkoutId,
            });
          },
        };
      },
    },
    "POST /api/checkout/quote": {
      statuses: anyUser(200),
      cookie: exempt("a quote places and keeps nothing"),
      request: async (caller) => {
        await fillCart(self(caller), [{ partId: w.part.id, quantity: w.part.minOrderQty }]);
        return {
          url: "/api/checkout/quote",
          body: { address: SHIPPING, shipping: "express" },
          ok: async (body) => {
            const quote = body as { options: { service: string }[]; totals: { total: number } };
            expect(quote.options.map((option) => option.service)).toEqual(["ground", "express"]);
            expect(quote.totals.total).toBeGreaterThan(0);
            // Nothing placed: the caller's cart still holds the line.
            expect(await cartOf(self(caller))).toHaveLength(1);
          },
        };
      },
    },
    "GET /api/checkout/[checkoutId]": {
      statuses: ownerOrAdmin(200),
      request: async () => {
        const placed = await aCheckout(w);
        return {
          url: `/api/checkout/${placed.checkoutId}`,
          ok: (body) => expect(body).toMatchObject({ _id: placed.checkoutId, settled: false }),
        };
      },
    },
    "POST /api/checkout/[checkoutId]/paid": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const { placed, intentId } = await aPaidAtProviderCheckout(w);
        return {
          url: `/api/checkout/${placed.checkoutId}/paid`,
          body: { transactionId: intentId },
          ok: async () =>
            expect(await orderRow(placed.orders[0]!._id)).toMatchObject({
              paid: true,
              transactionId: intentId,
            }),
        };
      },
    },
  };
}
