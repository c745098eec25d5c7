// Every route that takes input, with a valid call to start from and what each input holds, so
// the fuzzing suite knows which values must be refused. Keys are the route table's keys.
import { aProfile, demo } from "../../helpers/accounts";
import { createPart } from "../../helpers/orders";
import * as f from "./fixtures";
import { aReview, newPart } from "./routes/catalog";
import { claim, email, id, optional, text, type Field, type FuzzTarget } from "./fuzz-fields";
import { vehicleFuzzTargets } from "./fuzz-targets-vehicles";
import { garageFuzzTargets } from "./fuzz-targets-garage";
import { quickOrderFuzzTargets } from "./fuzz-targets-quick-order";
import { checkoutFuzzTargets } from "./fuzz-targets-checkout";
import { cartFuzzTargets } from "./fuzz-targets-cart";
import { addressFuzzTargets } from "./fuzz-targets-addresses";
import { adminTableFuzzTargets } from "./fuzz-targets-admin-tables";
import { companyFuzzTargets } from "./fuzz-targets-companies";
import { billingFuzzTargets } from "./fuzz-targets-billing";
import { listFuzzTargets } from "./fuzz-targets-lists";
import { shippingFuzzTargets } from "./fuzz-targets-shipping";
import { taxFuzzTargets } from "./fuzz-targets-tax";
import { returnFuzzTargets } from "./fuzz-targets-returns";
import { accountFuzzTargets } from "./fuzz-targets-accounts";

export type { FuzzTarget, Kind } from "./fuzz-fields";

// The finder's filters: each optional, and blank is no filter (a GET form sends its empty fields).
const finderQuery: Record<string, Field> = {
  q: optional({ kind: "search" }),
  category: optional({ kind: "category" }),
  brand: optional({ kind: "brand" }),
  minPrice: optional({ kind: "money" }),
  maxPrice: optional({ kind: "money" }),
  inStock: optional({ kind: "flag" }),
  vehicle: optional({ kind: "vehicle" }),
};

export const fuzzTargets: Record<string, FuzzTarget> = {
  ...accountFuzzTargets,
  "GET /api/admin/[email]": {
    as: "admin",
    valid: async () => ({ url: `/api/admin/${demo.customer}` }),
    param: "email",
  },
  "GET /api/blogs/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/blogs/${w.blogId}` }),
    param: "id",
  },
  "GET /api/parts": {
    as: "customer",
    valid: async () => ({ url: "/api/parts?sort=1&page=1&limit=10" }),
    query: {
      sort: optional({ kind: "sort" }),
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      order: optional({ kind: "choice" }),
      lowStock: optional({ kind: "flag" }),
      outOfStock: optional({ kind: "flag" }),
      ...finderQuery,
    },
  },
  "GET /api/parts/facets": {
    as: "customer",
    valid: async () => ({ url: "/api/parts/facets?q=brake&inStock=1" }),
    query: finderQuery,
  },
  "GET /api/parts/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/parts/${w.part.id}` }),
    param: "id",
  },
  "POST /api/parts": {
    as: "admin",
    valid: async () => ({
      url: "/api/parts",
      body: { ...newPart(), weight: "2.4", dimensions: { length: 12, width: 8, height: 3 } },
    }),
    body: {
      productName: text,
      productDescription: text,
      image: text,
      availableQty: { kind: "stock" },
      orderQty: { kind: "count" },
      price: { kind: "price" },
      orderMultiple: optional({ kind: "count" }),
      weight: optional({ kind: "measure" }),
      "dimensions.length": { kind: "measure" },
      "dimensions.width": { kind: "measure" },
      "dimensions.height": { kind: "measure" },
    },
  },
  "DELETE /api/parts/[id]": {
    as: "admin",
    valid: async (w) => ({ url: `/api/parts/${w.part.id}` }),
    param: "id",
  },
  "PATCH /api/parts/update-stock/[id]": {
    as: "admin",
    valid: async () => ({
      url: `/api/parts/update-stock/${(await createPart()).id}`,
      body: {
        productName: "Fuzzed",
        availableQty: 5,
        orderQty: 1,
        price: 2,
        weight: 2.5,
        dimensions: { length: 40, width: 20, height: 5 },
      },
    }),
    body: {
      productName: optional(text),
      availableQty: optional({ kind: "stock" }),
      orderQty: optional({ kind: "count" }),
      price: optional({ kind: "price" }),
      orderMultiple: optional({ kind: "count" }),
      expectedAvailableQty: optional({ kind: "stock" }),
      weight: optional({ kind: "measure" }),
      "dimensions.length": { kind: "measure" },
    },
    param: "id",
  },
  "PATCH /api/parts/[id]/retirement": {
    as: "admin",
    valid: async () => ({
      url: `/api/parts/${(await createPart()).id}/retirement`,
      body: { retired: true },
    }),
    // The id is not the last segment; it is checked as DELETE /api/parts/[id] checks it.
    body: { retired: { kind: "boolean" } },
  },
  "PATCH /api/parts/updateQty/[id]": {
    as: "admin",
    valid: async () => ({
      url: `/api/parts/updateQty/${(await createPart()).id}`,
      body: { availableQty: 3 },
    }),
    body: { availableQty: { kind: "stock" } },
    param: "id",
  },
  "POST /api/reviews": {
    as: "customer",
    valid: async () => ({ url: "/api/reviews", body: { reviewText: "Fine.", rating: 5 } }),
    body: { reviewText: text, rating: { kind: "rating" } },
  },
  "DELETE /api/reviews/[id]": {
    as: "admin",
    valid: async () => ({ url: `/api/reviews/${await aReview()}` }),
    param: "id",
  },
  "GET /api/orders": {
    as: "customer",
    valid: async (w) => ({ url: `/api/orders?uid=${w.callers.customer.uid}` }),
    query: { uid: id },
  },
  "POST /api/orders": {
    as: "customer",
    valid: async (w) => ({
      url: `/api/orders?uid=${w.callers.customer.uid}`,
      body: f.orderBody(w),
    }),
    body: {
      "productInfo.id": id,
      "productInfo.orderQty": { kind: "count" },
      "productInfo.price": optional({ kind: "total" }),
      "address.address": text,
      "address.phone": text,
      "address.state": optional({ kind: "state" }),
      "address.zip": optional({ kind: "zip" }),
    },
    query: { uid: optional(id) },
  },
  "GET /api/orders/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/orders/${(await f.anOrder(w))._id}` }),
    param: "id",
  },
  "DELETE /api/orders/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/orders/${(await f.anOrder(w))._id}` }),
    param: "id",
  },
  "PATCH /api/orders/paid/[id]": {
    as: "customer",
    valid: async (w) => {
      const { order, intentId } = await f.withSucceededIntent(w);
      return { url: `/api/orders/paid/${order._id}`, body: { transactionId: intentId } };
    },
    body: { transactionId: id },
    param: "id",
  },
  "POST /api/booking": {
    as: "customer",
    valid: async (w) => {
      const { order, intentId } = await f.withSucceededIntent(w);
      return { url: `/api/booking?id=${order._id}`, body: { transactionId: intentId } };
    },
    body: { transactionId: id },
    query: { id },
  },
  "PATCH /api/orders/shipped/[id]": {
    as: "admin",
    valid: async (w) => ({
      url: `/api/orders/shipped/${(await f.aPaidOrder(w)).order._id}`,
      body: { shipped: true, carrier: "UPS", trackingNumber: "1Z999AA10123456784" },
    }),
    // The contract sends {shipped: true}; no body ships too, and the tracking is optional.
    body: {
      shipped: optional({ kind: "shipped" }),
      carrier: optional({ kind: "carrier" }),
      trackingNumber: optional({ kind: "tracking" }),
    },
    bodyOptional: true,
    param: "id",
  },
  "POST /api/payment/create-payment-intent": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/payment/create-payment-intent",
      body: { orderId: (await f.anOrder(w))._id },
    }),
    body: { orderId: id, price: optional({ kind: "total" }) },
  },
  "POST /api/payment/test-provider/confirm": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/payment/test-provider/confirm",
      body: { clientSecret: (await f.withIntent(w)).clientSecret, card: f.CARD },
    }),
    body: { clientSecret: id, "card.number": text, "card.expiry": text, "card.cvc": text },
  },
  "PUT /api/user": {
    as: "customer session", // a token is issued to a sign-in's session only
    valid: async (w) => {
      const { email: mail, uid } = w.callers.customer;
      return { url: `/api/user?email=${mail}&uid=${uid}`, body: { email: mail, uid } };
    },
    body: { email: optional(claim), uid: optional(claim) },
    bodyOptional: true,
    query: { email: optional(claim), uid: optional(claim) },
  },
  "PUT /api/user/admin": {
    as: "admin",
    valid: async () => ({ url: "/api/user/admin", body: { email: demo.customer } }),
    body: { email, admin: optional({ kind: "boolean" }) },
  },
  ...adminTableFuzzTargets,
  "DELETE /api/user/[email]": {
    as: "admin",
    valid: async () => ({ url: `/api/user/${demo.customer}` }),
    param: "email",
  },
  "GET /api/users": {
    as: "customer",
    valid: async (w) => ({ url: `/api/users?uid=${w.callers.customer.uid}` }),
    query: { uid: id },
  },
  "PATCH /api/users": {
    as: "customer",
    valid: async (w) => ({
      url: `/api/users?uid=${w.callers.customer.uid}`,
      body: aProfile("fuzz"),
    }),
    body: { education: text, number: text, address: text, linkedin: text, facebook: text },
    query: { uid: id },
  },
  ...vehicleFuzzTargets,
  ...garageFuzzTargets,
  ...quickOrderFuzzTargets,
  ...checkoutFuzzTargets,
  ...cartFuzzTargets,
  ...addressFuzzTargets,
  ...companyFuzzTargets,
  ...billingFuzzTargets,
  ...listFuzzTargets,
  ...shippingFuzzTargets,
  ...taxFuzzTargets,
  ...returnFuzzTargets,
};
