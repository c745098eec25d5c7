/** @jest-environment node */
// The session-cookie path of the account routes. Every call here carries the Auth.js session
// cookie a browser holds after signing in (a real signed JWT naming the uid), or none; the real
// Auth.js reads it from the request (see tests/helpers/request-scope.ts), and everything after
// it (the database lookup of that uid, the role, the same-origin check for changes) is the real
// code.
import { PUT as putUser } from "@/app/api/user/route";
import { PUT as putAdmin } from "@/app/api/user/admin/route";
import { DELETE as deleteUser } from "@/app/api/user/[email]/route";
import { GET as getUsers, PATCH as patchUsers } from "@/app/api/users/route";
import { GET as getAllUsers } from "@/app/api/users/all/route";
import { readApiToken } from "@/lib/auth/tokens";
import {
  aProfile,
  createUser,
  demo,
  demoUser,
  removeUser,
  sameOrigin,
  setRole,
  userByUid,
  type UserRow,
} from "../../helpers/accounts";
import { bearer, headersOf } from "../../helpers/tokens";
import { callRoute as callWithoutCookie } from "../../helpers/call-route";
import { sessionCookieFor } from "../../helpers/everything";

/** The cookie header the browser of these tests sends: its user's session, or nothing. */
let sessionCookie: Record<string, string> = {};
const signedInAs = async (uid: string | null) => {
  sessionCookie = uid ? await sessionCookieFor(uid) : {};
};
/** callRoute with the browser's session cookie added to the call's own headers. */
const callRoute: typeof callWithoutCookie = (handler, url, options = {}) =>
  callWithoutCookie(handler, url, {
    ...options,
    headers: { ...sessionCookie, ...options.headers },
  });

let customer: UserRow, admin: UserRow;
beforeAll(async () => {
  customer = await demoUser(demo.customer);
  admin = await demoUser(demo.admin);
});

const CROSS_SITE = {
  error: "Cross-site request refused.",
  issues: [],
  requestId: expect.any(String),
};

describe("a request without a session cookie or token", () => {
  it("is nobody: 401 for reads and for changes", async () => {
    await signedInAs(null);
    const read = await callRoute(getUsers, `/api/users?uid=${customer.uid}`);
    expect(read.status).toBe(401);
    const change = await callRoute(patchUsers, `/api/users?uid=${customer.uid}`, {
      method: "PATCH",
      headers: sameOrigin,
      body: aProfile("nobody"),
    });
    expect(change.status).toBe(401);
    expect(await userByUid(customer.uid)).toEqual(customer);
  });
});

describe("a customer's session cookie", () => {
  beforeEach(() => signedInAs(customer.uid));

  it("reads the profile without any Origin (a GET changes nothing)", async () => {
    const { status, body } = await callRoute(getUsers, `/api/users?uid=${customer.uid}`);
    expect(status).toBe(200);
    expect(body).toEqual([expect.objectContaining({ uid: customer.uid, email: customer.email })]);
  });

  it.each([
    ["no Origin at all", { host: "localhost" }],
    ["another site's Origin", { origin: "https://evil.example", host: "localhost" }],
    ['Origin "null"', { origin: "null", host: "localhost" }],
    ["our host on another port", { origin: "http://localhost:4000", host: "localhost" }],
    ["no Host to compare with", { origin: "http://localhost" }],
  ])("refuses a profile change with %s (403) and changes nothing", async (_label, headers) => {
    const before = await userByUid(customer.uid);
    const { status, body } = await callRoute(patchUsers, `/api/users?uid=${customer.uid}`, {
      method: "PATCH",
      headers,
      body: aProfile("csrf"),
    });
    expect(status).toBe(403);
    expect(body).toEqual(CROSS_SITE);
    expect(await userByUid(customer.uid)).toEqual(before);
  });

  it("changes the profile from our own pages", async () => {
    const profile = aProfile("own page");
    const { status, body } = await callRoute(patchUsers, `/api/users?uid=${customer.uid}`, {
      method: "PATCH",
      headers: sameOrigin,
      body: profile,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
    expect(await userByUid(customer.uid)).toMatchObject(profile);
  });

  it("compares the Origin with X-Forwarded-Host behind a proxy", async () => {
    const headers = {
      origin: "https://parts.example",
      host: "127.0.0.1:3000",
      "x-forwarded-host": "parts.example",
    };
    const ok = await callRoute(patchUsers, `/api/users?uid=${customer.uid}`, {
      method: "PATCH",
      headers,
      body: aProfile("behind a proxy"),
    });
    expect(ok.status).toBe(200);
  });

  it("issues the bearer token for the session's user, from our own pages only", async () => {
    const query = `/api/user?email=${customer.email}&&uid=${customer.uid}`;
    const body = { email: customer.email, uid: customer.uid };
    const refused = await callRoute(putUser, query, { method: "PUT", body, headers: {} });
    expect(refused.status).toBe(403);
    const issued = await callRoute(putUser, query, { method: "PUT", body, headers: sameOrigin });
    expect(issued.status).toBe(200);
    expect(await readApiToken((issued.body as { token: string }).token)).toBe(customer.uid);
  });

  it("is still not an admin", async () => {
    const { status } = await callRoute(getAllUsers, "/api/users/all");
    expect(status).toBe(403);
  });

  it('falls back to the cookie when the header is "Bearer null"', async () => {
    const { status } = await callRoute(getUsers, `/api/users?uid=${customer.uid}`, {
      headers: bearer("null"),
    });
    expect(status).toBe(200);
  });

  it("gives way to a valid bearer token, which needs no Origin", async () => {
    const other = await createUser();
    const headers = { ...(await headersOf(other)), origin: "https://elsewhere.example" };
    const profile = aProfile("token over cookie");
    const { status } = await callRoute(patchUsers, `/api/users?uid=${other.uid}`, {
      method: "PATCH",
      headers,
      body: profile,
    });
    expect(status).toBe(200);
    expect(await userByUid(other.uid)).toMatchObject(profile);
    const cookieUser = await callRoute(patchUsers, `/api/users?uid=${customer.uid}`, {
      method: "PATCH",
      headers,
      body: profile,
    });
    expect(cookieUser.status).toBe(403);
  });
});

describe("an admin's session cookie", () => {
  beforeEach(() => signedInAs(admin.uid));

  it("makes an admin and deletes a user only from our own pages", async () => {
    const target = await createUser();
    const crossPromote = await callRoute(putAdmin, "/api/user/admin", {
      method: "PUT",
      headers: { origin: "https://evil.example", host: "localhost" },
      body: { email: target.email },
    });
    expect(crossPromote).toMatchObject({ status: 403, body: CROSS_SITE });
    expect((await userByUid(target.uid))?.role).toBe("user");
    const crossDelete = await callRoute(deleteUser, `/api/user/${target.email}`, {
      method: "DELETE",
      params: { email: target.email },
    });
    expect(crossDelete).toMatchObject({ status: 403, body: CROSS_SITE });
    expect(await userByUid(target.uid)).toBeDefined();

    const promote = await callRoute(putAdmin, "/api/user/admin", {
      method: "PUT",
      headers: sameOrigin,
      body: { email: target.email },
    });
    expect(promote).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    const remove = await callRoute(deleteUser, `/api/user/${target.email}`, {
      method: "DELETE",
      params: { email: target.email },
      headers: sameOrigin,
    });
    expect(remove).toMatchObject({ status: 200, body: { deletedCount: 1 } });
  });
});

describe("a session cookie of an account that changed since sign-in", () => {
  it("loses admin rights as soon as the account is demoted", async () => {
    const formerAdmin = await createUser("admin");
    await signedInAs(formerAdmin.uid);
    expect((await callRoute(getAllUsers, "/api/users/all")).status).toBe(200);
    await setRole(formerAdmin.uid, "user");
    expect((await callRoute(getAllUsers, "/api/users/all")).status).toBe(403);
  });

  it("is nobody once the account is deleted", async () => {
    const gone = await createUser();
    await signedInAs(gone.uid);
    await removeUser(gone.uid);
    const { status } = await callRoute(getUsers, `/api/users?uid=${gone.uid}`);
    expect(status).toBe(401);
  });
});
