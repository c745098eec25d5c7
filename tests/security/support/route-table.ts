// THE table of who may call what: one row per (HTTP method, route) under app/api, keyed
// "METHOD /api/pattern" exactly as the route files name them. The suite enumerates the route
// files and fails for any pair without a row here, so a new route must be added to this table.
// A row's call may carry `ok`, the checks a successful answer must pass (what it answered and
// what it changed); a row's `variants` call the same route on other people's things.
import fs from "node:fs";
import path from "node:path";
import { readApiToken } from "@/lib/auth/tokens";
import type { OrderJson } from "@/lib/contract/order";
import type { ReviewJson } from "@/lib/contract/review";
import type { UserJson } from "@/lib/contract/user";
import { aProfile, createUser, demo, sameOrigin, userByUid } from "../../helpers/accounts";
import { callApi } from "../../helpers/api-routes";
import type { Caller } from "../../helpers/callers";
import { uploadsDir } from "../../helpers/images";
import { createPart, intentIdOf, orderRow, partRow } from "../../helpers/orders";
import * as f from "./fixtures";
import type { World } from "./fixtures";
import {
  adminOnly,
  anyUser,
  everyone,
  ownerOnly,
  ownerOrAdmin,
  statuses,
  type CookieRule,
  type RouteRow,
} from "./route-row";

export type { CookieRule, RouteCase, RouteRow, RowCall } from "./route-row";

/** The account forms post from our pages; each call from its own address (rate limits). */
const form = () => ({ ...sameOrigin, "x-forwarded-for": f.freshIp() });
const exempt = (why: string): CookieRule => ({ exempt: why });

const ids = (body: unknown) => (body as OrderJson[]).map((row) => row._id);

/**
 * The table for a world. The world is read only when a row's call is made, so a suite may build
 * the table while Jest collects its tests and hand it the world later (see the matrix).
 */
export function routeTable(w: World): Record<string, RouteRow> {
  const customer = () => w.callers.customer;
  const self = (caller: Caller) => w.callers.self(caller);
  /** The token PUT /api/user answered names this uid. */
  const tokenOf = (uid: string) => async (body: unknown) =>
    expect(await readApiToken((body as { token: string }).token)).toBe(uid);
  const orderOf = (body: unknown) => (body as { order: OrderJson }).order;
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
      request: async () => ({
        url: "/api/account/session",
        ok: (body) => expect(body).toEqual({ user: null }),
      }),
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
      request: async () => ({ url: "/api/auth/session", ok: (body) => expect(body).toBeNull() }),
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
      request: async () => ({
        url: `/api/admin/${encodeURIComponent(customer().email)}`,
        ok: (body) => expect(body).toEqual({ admin: false }),
      }),
      variants: {
        "for the caller's own email": {
          statuses: anyUser(200),
          request: async (caller) => ({
            url: `/api/admin/${encodeURIComponent(self(caller).email)}`,
            ok: (body) => expect(body).toEqual({ admin: caller === "admin" }),
          }),
        },
      },
    },
    "GET /api/blogs": { statuses: everyone(200), request: async () => ({ url: "/api/blogs" }) },
    "GET /api/blogs/[id]": {
      statuses: everyone(200),
      request: async () => ({ url: `/api/blogs/${w.blogId}` }),
    },
    "GET /api/health": { statuses: everyone(200), request: async () => ({ url: "/api/health" }) },
    "GET /api/teams": { statuses: everyone(200), request: async () => ({ url: "/api/teams" }) },
    "GET /api/reviews": {
      statuses: everyone(200),
      request: async () => ({
        url: "/api/reviews",
        ok: (body) => expect(Array.isArray(body)).toBe(true),
      }),
    },
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

    "POST /api/parts": {
      statuses: adminOnly(201),
      cookie: "admin",
      request: async () => ({
        url: "/api/parts",
        // The creator and the date come from the session and the clock, never from the body.
        body: {
          ...newPart(),
          createdAt: "1999-01-01T00:00:00.000Z",
          creator: { name: "Somebody Else", uid: customer().uid },
        },
        ok: async (body) =>
          expect(await partRow((body as { insertedId: string }).insertedId)).toMatchObject({
            productName: newPart().productName,
            priceCents: 1250,
            creatorUid: w.callers.admin.uid,
          }),
      }),
    },
    "DELETE /api/parts/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const part = await createPart();
        return {
          url: `/api/parts/${part.id}`,
          ok: async (body) => {
            expect(body).toEqual({ deletedCount: 1 });
            expect(await partRow(part.id)).toBeUndefined();
          },
        };
      },
    },
    "PATCH /api/parts/update-stock/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const part = await createPart({ availableQty: 100, priceCents: 1000 });
        return {
          url: `/api/parts/update-stock/${part.id}`,
          body: { productName: "Renamed by the matrix", availableQty: 7, orderQty: 2, price: 3.5 },
          ok: async (body) => {
            expect(body).toEqual({ modifiedCount: 1 });
            expect(await partRow(part.id)).toMatchObject({ availableQty: 7, priceCents: 350 });
          },
        };
      },
    },
    "PATCH /api/parts/updateQty/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const part = await createPart();
        return {
          url: `/api/parts/updateQty/${part.id}`,
          body: { availableQty: 50 },
          ok: async (body) => {
            expect(body).toEqual({ modifiedCount: 1 });
            expect((await partRow(part.id))?.availableQty).toBe(50);
          },
        };
      },
    },
    "POST /api/uploads": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: "/api/uploads",
        body: f.imageForm(w),
        ok: (body) => {
          const { url } = (body as { data: { url: string } }).data;
          expect(fs.existsSync(path.join(uploadsDir(), path.basename(url)))).toBe(true);
        },
      }),
    },
    "POST /api/reviews": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async (caller) => ({
        url: "/api/reviews",
        // The author is the caller, whoever the body names.
        body: { reviewText: "Solid part.", rating: 4, author: { uid: customer().uid } },
        ok: async (body) => {
          const { insertedId } = body as { insertedId: string };
          const list = await callApi("GET", "/api/reviews", { url: "/api/reviews" });
          const mine = (list.body as ReviewJson[]).find((review) => review._id === insertedId);
          expect(mine).toMatchObject({ rating: 4, author: { uid: self(caller).uid } });
        },
      }),
    },

    "PUT /api/user": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        const { email, uid } = self(caller);
        return {
          url: `/api/user?email=${email}&&uid=${uid}`,
          body: { email, uid },
          ok: tokenOf(uid),
        };
      },
      variants: {
        "for the customer's account": {
          statuses: ownerOnly(200),
          request: async () => {
            const { email, uid } = customer();
            return {
              url: `/api/user?email=${email}&&uid=${uid}`,
              body: { email, uid },
              ok: tokenOf(uid),
            };
          },
        },
      },
    },
    "PUT /api/user/admin": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const target = await createUser();
        return {
          url: "/api/user/admin",
          body: { email: target.email },
          ok: async (body) => {
            expect(body).toEqual({ modifiedCount: 1 });
            expect((await userByUid(target.uid))?.role).toBe("admin");
          },
        };
      },
    },
    "DELETE /api/user/[email]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const target = await createUser();
        return {
          url: `/api/user/${target.email}`,
          ok: async (body) => {
            expect(body).toEqual({ deletedCount: 1 });
            expect(await userByUid(target.uid)).toBeUndefined();
          },
        };
      },
    },
    "GET /api/users": {
      statuses: ownerOrAdmin(200),
      request: async () => ({
        url: `/api/users?uid=${customer().uid}`,
        ok: (body) => {
          const [profile] = body as UserJson[];
          const { uid, email } = customer();
          expect(profile).toMatchObject({ uid, email, role: "user" });
        },
      }),
    },
    "PATCH /api/users": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async (caller) => {
        const { uid } = self(caller);
        const before = await userByUid(uid);
        const profile = aProfile(caller);
        return {
          url: `/api/users?uid=${uid}`,
          body: profile,
          ok: async (body) => {
            expect(body).toEqual({ success: true });
            expect(await userByUid(uid)).toEqual({ ...before, ...profile });
          },
        };
      },
      variants: {
        // Not even an admin changes another user's profile.
        "for a fresh user's uid": {
          statuses: statuses(403, 403, 403, 403),
          request: async (caller) => ({
            url: `/api/users?uid=${(await createUser()).uid}`,
            body: aProfile(`${caller} on a fresh user`),
          }),
        },
      },
    },
    "GET /api/users/all": {
      statuses: adminOnly(200),
      request: async () => ({
        url: "/api/users/all",
        ok: (body) => {
          const emails = (body as UserJson[]).map((user) => user.email);
          const { other, deleted } = w.callers;
          expect(emails).toEqual(expect.arrayContaining([demo.admin, demo.customer, other.email]));
          expect(emails).not.toContain(deleted.email);
        },
      }),
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
