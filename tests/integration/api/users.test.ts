/** @jest-environment node */
// The token and profile routes' happy paths and bad input, called with bearer tokens (no cookie);
// a token is issued to a sign-in's session cookie only, so PUT /api/user is called with one.
import { decodeJwt } from "jose";
import { PUT as putUser } from "@/app/api/user/route";
import { TOKEN_NEEDS_SESSION } from "@/domains/accounts/server";
import { GET as getUsers, PATCH as patchUsers } from "@/app/api/users/route";
import { GET as getAllUsers } from "@/app/api/users/all/route";
import {
  aProfile,
  createUser,
  demo,
  demoUser,
  profileFields,
  sameOrigin,
  userByUid,
  type UserRow,
} from "../../helpers/accounts";
import { sessionCookieFor } from "../../helpers/everything";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

let customer: UserRow, admin: UserRow;
let asCustomer: Record<string, string>, asAdmin: Record<string, string>;
let customerSession: Record<string, string>;
beforeAll(async () => {
  customer = await demoUser(demo.customer);
  admin = await demoUser(demo.admin);
  asCustomer = await headersOf(customer);
  asAdmin = await headersOf(admin);
  customerSession = { ...sameOrigin, ...(await sessionCookieFor(customer.uid)) };
});

const requestToken = (url: string, headers: Record<string, string>, body?: unknown) =>
  callRoute(putUser, url, { method: "PUT", headers, body });
const patchProfile = (uid: string, headers: Record<string, string>, body: unknown) =>
  callRoute(patchUsers, `/api/users?uid=${encodeURIComponent(uid)}`, {
    method: "PATCH",
    headers,
    body,
  });

describe("PUT /api/user (the bearer token)", () => {
  it("refuses a caller with a bearer token only: a token cannot renew itself (403)", async () => {
    const { email, uid } = customer;
    const answer = await requestToken(`/api/user?email=${email}&&uid=${uid}`, asCustomer, {
      email,
      uid,
    });
    expect(answer).toMatchObject({ status: 403, body: { error: TOKEN_NEEDS_SESSION } });
  });

  it("issues a 7-day token that names the caller's uid and nothing else", async () => {
    const { status, body } = await requestToken(
      `/api/user?email=${customer.email}&&uid=${customer.uid}`,
      customerSession,
      { email: customer.email, uid: customer.uid },
    );
    expect(status).toBe(200);
    expect(Object.keys(body as object)).toEqual(["token"]);
    const claims = decodeJwt((body as { token: string }).token);
    expect(Object.keys(claims).sort()).toEqual(["aud", "exp", "iat", "iss", "sub"]);
    expect(claims.sub).toBe(customer.uid);
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
    expect(Math.abs(claims.exp! * 1000 - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
  });

  it("matches the email whatever its case", async () => {
    const { status } = await requestToken("/api/user", customerSession, {
      email: customer.email.toUpperCase(),
    });
    expect(status).toBe(200);
  });

  it.each<[string, () => { url: string; body?: unknown }]>([
    ["another email in the body", () => ({ url: "/api/user", body: { email: admin.email } })],
    ["another uid in the body", () => ({ url: "/api/user", body: { uid: admin.uid } })],
    ["another email in the query", () => ({ url: `/api/user?email=${admin.email}` })],
    [
      "another uid in the query, the own one in the body",
      () => ({ url: `/api/user?uid=${admin.uid}`, body: { uid: customer.uid } }),
    ],
    [
      "another email in the query, the own one in the body",
      () => ({ url: `/api/user?email=${admin.email}`, body: { email: customer.email } }),
    ],
  ])("refuses %s with 403", async (_label, request) => {
    const { url, body } = request();
    const answer = await requestToken(url, customerSession, body);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      error: "A token can only be issued for your own account.",
    });
  });

  it("ignores a role in the body: the caller stays a user and the token gets no rights", async () => {
    const { status, body } = await requestToken("/api/user", customerSession, {
      email: customer.email,
      uid: customer.uid,
      role: "admin",
    });
    expect(status).toBe(200);
    expect((await userByUid(customer.uid))?.role).toBe("user");
    const token = (body as { token: string }).token;
    const all = await callRoute(getAllUsers, "/api/users/all", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(all.status).toBe(403);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const { status, body } = await requestToken("/api/user", customerSession, "{email:");
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: "The request body must be JSON." });
  });
});

describe("GET and PATCH /api/users?uid= (the profile)", () => {
  it("stores the five fields, trimmed, and answers them in the contract's shape", async () => {
    const user = await createUser();
    const headers = await headersOf(user);
    const profile = aProfile("round trip");
    const padded = Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, ` ${v}  `]));
    const patched = await patchProfile(user.uid, headers, padded);
    expect(patched).toMatchObject({ status: 200, body: { success: true } });
    const { status, body } = await callRoute(getUsers, `/api/users?uid=${user.uid}`, { headers });
    expect(status).toBe(200);
    expect(body).toEqual([
      {
        _id: expect.any(String),
        email: user.email,
        uid: user.uid,
        role: "user",
        displayName: user.name,
        photoURL: null,
        ...profile,
      },
    ]);
  });

  it.each(["role", "email", "uid", "_id", "passwordHash"])(
    "refuses %p next to the five fields with 400 and changes nothing",
    async (key) => {
      const before = await userByUid(customer.uid);
      const value = key === "role" ? "admin" : key === "email" ? "taken@example.com" : "x-1";
      const { status, body } = await patchProfile(customer.uid, asCustomer, {
        ...aProfile("mass assignment"),
        [key]: value,
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        error: `Only the profile fields may be changed: ${key} is not allowed`,
      });
      expect(await userByUid(customer.uid)).toEqual(before);
    },
  );

  const labels = {
    education: "Education",
    number: "Phone number",
    address: "Address",
    linkedin: "LinkedIn link",
    facebook: "Facebook link",
  };
  it.each(
    profileFields.flatMap((field) => [[field, "missing"] as const, [field, "blank"] as const]),
  )("refuses %s when %s with 400 and the field's message", async (field, how) => {
    const profile: Record<string, string> = aProfile("incomplete");
    if (how === "missing") delete profile[field];
    else profile[field] = "   ";
    const { status, body } = await patchProfile(customer.uid, asCustomer, profile);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: `${labels[field]} is required` });
  });

  it.each([
    ["not JSON", "education=none"],
    ["a JSON array", [aProfile("array")]],
    ["JSON null", "null"],
  ])("refuses a body that is %s with 400", async (_label, body) => {
    const before = await userByUid(customer.uid);
    const answer = await patchProfile(customer.uid, asCustomer, body);
    expect(answer.status).toBe(400);
    expect(await userByUid(customer.uid)).toEqual(before);
  });

  it("refuses a text with a NUL character with 400, not a database error", async () => {
    const answer = await patchProfile(customer.uid, asCustomer, {
      ...aProfile("nul"),
      address: "Detroit\u0000",
    });
    expect(answer.status).toBe(400);
  });

  it.each([
    ["no uid", "/api/users"],
    ["an empty uid", "/api/users?uid="],
    ["a blank uid", "/api/users?uid=%20%20"],
    ["a uid with a NUL character", "/api/users?uid=%00"],
  ])("answers 400 for %s", async (_label, url) => {
    const { status, body } = await callRoute(getUsers, url, { headers: asAdmin });
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: expect.any(String) });
  });

  it("answers 404 to an admin asking for a uid nobody has", async () => {
    const { status, body } = await callRoute(getUsers, "/api/users?uid=no-such-uid", {
      headers: asAdmin,
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: "User not found" });
  });
});
