// Rows of the route table (see ../route-table.ts): sign-in, sessions, tokens, profiles and the
// admins' user management.
import type { UserJson } from "@/domains/accounts/user-json";
import { aProfile, createUser, demo, userByUid } from "../../../helpers/accounts";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import { adminOnly, anyUser, everyone, ownerOrAdmin, statuses, type RouteRow } from "../route-row";
import { exempt, form, rowKit } from "./kit";

export function accountRows(w: World): Record<string, RouteRow> {
  const { customer, self, tokenOf } = rowKit(w);
  return {
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
      cookie: "a new customer", // signing out ends the user's sessions and tokens
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

    // A token is issued to a sign-in's session cookie only: a bearer token cannot renew itself.
    "PUT /api/user": {
      statuses: anyUser(403),
      cookie: "customer",
      cookieStatus: 200,
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
          statuses: anyUser(403),
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
  };
}
