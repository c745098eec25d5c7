// Fuzz targets of the checkout (issue 15): where the cart ships, and a checkout's id and claim.
import { fillCart, SHIPPING } from "../../helpers/checkout";
import { callApi } from "../../helpers/api-routes";
import { id, optional, text, type Field, type FuzzTarget } from "./fuzz-fields";
import type { World } from "./fixtures";

/** The customer's cart holds one line of the world's part (what a checkout orders). */
const cartReady = (w: World) =>
  fillCart(w.callers.customer, [{ partId: w.part.id, quantity: w.part.minOrderQty }]);

/** A checkout of the customer's, placed through the API. */
async function aCheckoutId(w: World): Promise<string> {
  await cartReady(w);
  const answer = await callApi("POST", "/api/checkout", {
    url: "/api/checkout",
    headers: w.callers.headers.customer,
    body: { address: SHIPPING },
  });
  return (answer.body as { checkoutId: string }).checkoutId;
}

/** The body checkout and its quote share: where to, by which service, PO number, payment. */
const checkoutBody: Record<string, Field> = {
  "address.address": text,
  "address.phone": text,
  "address.city": text,
  "address.state": { kind: "state" },
  "address.zip": { kind: "zip" },
  poNumber: optional({ kind: "po" }),
  payment: optional({ kind: "choice" }),
  shipping: optional({ kind: "choice" }),
};

/** A checkout call on the customer's ready cart. */
const onReadyCart = (url: string) => async (w: World) => {
  await cartReady(w);
  return { url, body: { address: SHIPPING, shipping: "express" } };
};

export const checkoutFuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/checkout": {
    as: "customer",
    valid: onReadyCart("/api/checkout"),
    body: checkoutBody,
  },
  "POST /api/checkout/quote": {
    as: "customer",
    valid: onReadyCart("/api/checkout/quote"),
    body: checkoutBody,
  },
  "GET /api/checkout/[checkoutId]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/checkout/${await aCheckoutId(w)}` }),
    param: "id",
  },
  "POST /api/checkout/[checkoutId]/paid": {
    as: "customer",
    valid: async (w) => ({
      url: `/api/checkout/${await aCheckoutId(w)}/paid`,
      body: { transactionId: "pi_test_unknown" },
    }),
    body: { transactionId: id },
  },
};
