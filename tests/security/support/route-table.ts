// THE table of who may call what: one row per (HTTP method, route) under app/api, keyed
// "METHOD /api/pattern" exactly as the route files name them. The suite enumerates the route
// files and fails for any pair without a row here, so a new route must be added to this table.
import { aProfile, createUser, demo, sameOrigin } from "../../helpers/accounts";
import type { Caller } from "../../helpers/callers";
import { createPart } from "../../helpers/orders";
import * as f from "./fixtures";
import type { World } from "./fixtures";
import {
  adminOnly,
  anyUser,
  everyone,
  ownerOnly,
  ownerOrAdmin,
  type CookieRule,
  type RouteRow,
} from "./route-row";

export type { CookieRule, RouteRow } from "./route-row";

/** The account forms post from our pages; each call from its own address (rate limits). */
const form = () => ({ ...sameOrigin, "x-forwarded-for": f.freshIp() });
const exempt = (why: string): CookieRule => ({ exempt: why });

export function routeTable(w: World): Record<string, RouteRow> {
  const { customer } = w.callers;
  const self = (caller: Caller) => w.callers.self(caller);
  const notFound = { statuses: everyone(404), cookie: exempt("every caller gets 404") };
  const unknownPath = async () => ({ url: "/api/no-such-route/at-all" });
  return {
    "GET /api/[...unknown]": { ...notFound, request: unknownPath },
    "POST /api/[...unknown]": { ...notFound, request: unknownPath },
    "PUT /api/[...unknown]": { ...notFound, request: unknownPath },
    "PATCH /api/[...unknown]": { ...notFound, request: unknownPath },
    "DELETE /api/[...unknown]": { ...notFound, request: unknownPath },

    "POST /api/account/login": {
      statuses: everyone(200),
      cookie: "customer",
      request: async () => ({
        url: "/api/account/login",
        headers: form(),
        body: { email: demo.customer, password: "Customer123!" },
      }),
    },
    "POST /api/account/logout": {
      statuses: everyone(200),
      cookie: "customer",
      request: async () => ({ url: "/api/account/logout", headers: form() }),
    },
    "POST /api/account/signup": {
      statuses: everyone(201),
      cookie: "customer",
      request: async () => ({
        url: "/api/account/signup",
        headers: form(),
        body: { name: "Matrix Signup", email: f.freshEmail("signup"), password: "Secret123!" },
      }),
    },
    // Who the navigation bar greets: only a session cookie names anyone, a bearer token does not.
    "GET /api/account/session": {
      statuses: everyone(200),
      request: async () => ({ url: "/api/account/session" }),
      ok: (body) => expect(body).toEqual({ user: null }),
    },
    "POST /api/account/password-reset": {
      statuses: everyone(200),
      cookie: "customer",
      request: async () => ({
        url: "/api/account/password-reset",
        headers: form(),
        body: { email: f.freshEmail("reset") },
      }),
    },
    "POST /api/account/password": {
      statuses: everyone(400), // no such reset token, whoever asks
      cookie: "customer", // from our pages it reaches the token check (400), from others 403
      request: async () => ({
        url: "/api/account/password",
        headers: form(),
        body: { token: "no-such-token", password: "Another123!" },
      }),
    },

    // Auth.js: a bearer token never makes a session, and a post without Auth.js's own CSRF
    // token is turned away (a redirect to the sign-in page, no session cookie).
    "GET /api/auth/[...nextauth]": {
      statuses: everyone(200),
      request: async () => ({ url: "/api/auth/session" }),
      ok: (body) => expect(body).toBeNull(),
    },
    "POST /api/auth/[...nextauth]": {
      statuses: everyone(302),
      cookie: exempt("Auth.js checks its own double-submit CSRF token"),
      request: async () => ({
        url: "/api/auth/callback/credentials",
        headers: { ...form(), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: demo.customer, password: "Customer123!" }).toString(),
      }),
    },

    "GET /api/admin/[email]": {
      statuses: ownerOrAdmin(200),
      request: async () => ({ url: `/api/admin/${encodeURIComponent(customer.email)}` }),
    },
    "GET /api/blogs": { statuses: everyone(200), request: async () => ({ url: "/api/blogs" }) },
    "GET /api/blogs/[id]": {
      statuses: everyone(200),
      request: async () => ({ url: `/api/blogs/${w.blogId}` }),
    },
    "GET /api/health": { statuses: everyone(200), request: async () => ({ url: "/api/health" }) },
    "GET /api/teams": { statuses: everyone(200), request: async () => ({ url: "/api/teams" }) },
    "GET /api/reviews": { statuses: everyone(200), request: async () => ({ url: "/api/reviews" }) },
    "GET /api/parts": {
      statuses: everyone(200),
      request: async () => ({ url: "/api/parts?sort=1" }),
    },
    "GET /api/parts/[id]": {
      statuses: everyone(200),
      request: async () => ({ url: `/api/parts/${w.part.id}` }),
    },

    "GET /api/orders": {
      statuses: ownerOrAdmin(200),
      request: async () => ({ url: `/api/orders?uid=${customer.uid}` }),
    },
    "POST /api/orders": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async (caller) => ({
        url: `/api/orders?uid=${self(caller).uid}`,
        body: f.orderBody(w),
      }),
    },
    "GET /api/orders/all": {
      statuses: adminOnly(200),
      request: async () => ({ url: "/api/orders/all" }),
    },
    "GET /api/orders/[id]": {
      statuses: ownerOrAdmin(200),
      request: async () => ({ url: `/api/orders/${(await f.anOrder(w))._id}` }),
    },
    "DELETE /api/orders/[id]": {
      statuses: ownerOrAdmin(200),
      cookie: "customer",
      request: async () => ({ url: `/api/orders/${(await f.anOrder(w))._id}` }),
    },
    "PATCH /api/orders/paid/[id]": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const { order, intentId } = await f.withSucceededIntent(w);
        return { url: `/api/orders/paid/${order._id}`, body: { transactionId: intentId } };
      },
    },
    "POST /api/booking": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => {
        const { order, intentId } = await f.withSucceededIntent(w);
        return { url: `/api/booking?id=${order._id}`, body: { transactionId: intentId } };
      },
    },
    "PATCH /api/orders/shipped/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: `/api/orders/shipped/${(await f.aPaidOrder(w)).order._id}`,
        body: { shipped: true },
      }),
    },
    "POST /api/payment/create-payment-intent": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => ({
        url: "/api/payment/create-payment-intent",
        body: { orderId: (await f.anOrder(w))._id },
      }),
    },
    "POST /api/payment/test-provider/confirm": {
      statuses: ownerOnly(200),
      cookie: "customer",
      request: async () => ({
        url: "/api/payment/test-provider/confirm",
        body: { clientSecret: (await f.withIntent(w)).clientSecret, card: f.CARD },
      }),
    },

    "POST /api/parts": {
      statuses: adminOnly(201),
      cookie: "admin",
      request: async () => ({ url: "/api/parts", body: newPart() }),
    },
    "DELETE /api/parts/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({ url: `/api/parts/${(await createPart()).id}` }),
    },
    "PATCH /api/parts/update-stock/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: `/api/parts/update-stock/${(await createPart()).id}`,
        body: { productName: "Renamed by the matrix", availableQty: 7, orderQty: 2, price: 3.5 },
      }),
    },
    "PATCH /api/parts/updateQty/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: `/api/parts/updateQty/${(await createPart()).id}`,
        body: { availableQty: 50 },
      }),
    },
    "POST /api/uploads": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({ url: "/api/uploads", body: f.imageForm(w) }),
    },
    "POST /api/reviews": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async () => ({
        url: "/api/reviews",
        body: { reviewText: "Solid part.", rating: 4 },
      }),
    },

    "PUT /api/user": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        const { email, uid } = self(caller);
        return { url: `/api/user?email=${email}&&uid=${uid}`, body: { email, uid } };
      },
    },
    "PUT /api/user/admin": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: "/api/user/admin",
        body: { email: (await createUser()).email },
      }),
    },
    "DELETE /api/user/[email]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({ url: `/api/user/${(await createUser()).email}` }),
    },
    "GET /api/users": {
      statuses: ownerOrAdmin(200),
      request: async () => ({ url: `/api/users?uid=${customer.uid}` }),
    },
    "PATCH /api/users": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => ({
        url: `/api/users?uid=${self(caller).uid}`,
        body: aProfile(caller),
      }),
    },
    "GET /api/users/all": {
      statuses: adminOnly(200),
      request: async () => ({ url: "/api/users/all" }),
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

export const newPart = () => ({
  productName: "Matrix Part",
  availableQty: "40",
  orderQty: "4",
  price: "12.50",
  productDescription: "Made by the security suite.",
  image: "/images/parts/air-filter.svg",
});
