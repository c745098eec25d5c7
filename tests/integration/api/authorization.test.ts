/** @jest-environment node */
// Who may call each account route: every route of the accounts API against every kind of
// caller. Only bearer tokens are sent; Auth.js's `auth()` (which needs a Next.js request) is
// replaced by "no session cookie", which is what these callers send.
jest.mock("@/lib/auth/auth", () => ({
  ...jest.requireActual("@/lib/auth/auth"),
  auth: jest.fn(async () => null),
}));

import { PUT as putUser } from "@/app/api/user/route";
import { PUT as putAdmin } from "@/app/api/user/admin/route";
import { DELETE as deleteUser } from "@/app/api/user/[email]/route";
import { GET as getAdmin } from "@/app/api/admin/[email]/route";
import { GET as getUsers, PATCH as patchUsers } from "@/app/api/users/route";
import { GET as getAllUsers } from "@/app/api/users/all/route";
import { NOT_SIGNED_IN } from "@/lib/auth/guards";
import { readApiToken } from "@/lib/auth/tokens";
import type { UserJson } from "@/lib/contract/user";
import type { DatabaseHandle } from "@/lib/db/open";
import { aProfile, createUser, demo, userByUid } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { openTestDatabase } from "../../helpers/test-database";
import {
  callers,
  setUpCallers,
  type Caller,
  type CallerSet,
  type Identity,
} from "../../helpers/callers";

let database: DatabaseHandle;
let customer: Identity, other: Identity, deleted: Identity;
let headers: CallerSet["headers"];
let self: CallerSet["self"];

beforeAll(async () => {
  database = await openTestDatabase();
  ({ headers, self, customer, other, deleted } = await setUpCallers());
});
afterAll(() => database.close());

/** The expected status for the four real identities; every caller without one gets 401. */
const expected = (customerStatus: number, another: number, adminStatus: number, wasAdmin: number) =>
  ({
    ...Object.fromEntries(callers.slice(0, 6).map((caller) => [caller, 401])),
    customer: customerStatus,
    "another customer": another,
    admin: adminStatus,
    "demoted admin's old token": wasAdmin,
  }) as Record<Caller, number>;

type Outcome = { status: number; body: unknown };
interface RouteCase {
  name: string;
  statuses: Record<Caller, number>;
  /** Makes the call and checks the answer; `refused` runs its own checks when it was not a 200. */
  run: (
    caller: Caller,
  ) => Promise<{ outcome: Outcome; ok: () => Promise<void>; refused?: () => Promise<void> }>;
}

const freshTarget = () => createUser();

const cases: RouteCase[] = [
  ...(["own", "the customer's"] as const).map((whose): RouteCase => ({
    name: `PUT /api/user for ${whose} account`,
    statuses: whose === "own" ? expected(200, 200, 200, 200) : expected(200, 403, 403, 403),
    run: async (caller) => {
      const { email, uid } = whose === "own" ? self(caller) : customer;
      const outcome = await callRoute(putUser, `/api/user?email=${email}&&uid=${uid}`, {
        method: "PUT",
        headers: headers[caller],
        body: { email, uid },
      });
      const token = () => (outcome.body as { token: string }).token;
      return { outcome, ok: async () => expect(await readApiToken(token())).toBe(uid) };
    },
  })),
  ...(["own", "the customer's"] as const).map((whose): RouteCase => ({
    name: `GET /api/admin/{${whose} email}`,
    statuses: whose === "own" ? expected(200, 200, 200, 200) : expected(200, 403, 200, 403),
    run: async (caller) => {
      const { email } = whose === "own" ? self(caller) : customer;
      const outcome = await callRoute(getAdmin, `/api/admin/${email}`, {
        params: { email },
        headers: headers[caller],
      });
      const admin = whose === "own" && caller === "admin";
      return { outcome, ok: async () => expect(outcome.body).toEqual({ admin }) };
    },
  })),
  {
    name: "GET /api/users?uid={the customer's uid}",
    statuses: expected(200, 403, 200, 403),
    run: async (caller) => {
      const outcome = await callRoute(getUsers, `/api/users?uid=${customer.uid}`, {
        headers: headers[caller],
      });
      const ok = async () => {
        const [profile] = outcome.body as UserJson[];
        expect(profile).toMatchObject({ uid: customer.uid, email: customer.email, role: "user" });
      };
      return { outcome, ok };
    },
  },
  ...(["own", "a fresh user's"] as const).map((whose): RouteCase => ({
    name: `PATCH /api/users?uid={${whose} uid}`,
    statuses: whose === "own" ? expected(200, 200, 200, 200) : expected(403, 403, 403, 403),
    run: async (caller) => {
      const target = whose === "own" ? self(caller) : await freshTarget();
      const before = await userByUid(target.uid);
      const profile = aProfile(`${caller} ${whose}`);
      const outcome = await callRoute(patchUsers, `/api/users?uid=${target.uid}`, {
        method: "PATCH",
        headers: headers[caller],
        body: profile,
      });
      const ok = async () => {
        expect(outcome.body).toEqual({ success: true });
        expect(await userByUid(target.uid)).toEqual({ ...before, ...profile });
      };
      const refused = async () => expect(await userByUid(target.uid)).toEqual(before);
      return { outcome, ok, refused };
    },
  })),
  {
    name: "GET /api/users/all",
    statuses: expected(403, 403, 200, 403),
    run: async (caller) => {
      const outcome = await callRoute(getAllUsers, "/api/users/all", { headers: headers[caller] });
      const ok = async () => {
        const emails = (outcome.body as UserJson[]).map((user) => user.email);
        expect(emails).toEqual(expect.arrayContaining([demo.admin, demo.customer, other.email]));
        expect(emails).not.toContain(deleted.email);
      };
      return { outcome, ok };
    },
  },
  {
    name: "PUT /api/user/admin {a fresh user's email}",
    statuses: expected(403, 403, 200, 403),
    run: async (caller) => {
      const target = await freshTarget();
      const outcome = await callRoute(putAdmin, "/api/user/admin", {
        method: "PUT",
        headers: headers[caller],
        body: { email: target.email },
      });
      const ok = async () => {
        expect(outcome.body).toEqual({ modifiedCount: 1 });
        expect((await userByUid(target.uid))?.role).toBe("admin");
      };
      const refused = async () => expect((await userByUid(target.uid))?.role).toBe("user");
      return { outcome, ok, refused };
    },
  },
  {
    name: "DELETE /api/user/{a fresh user's email}",
    statuses: expected(403, 403, 200, 403),
    run: async (caller) => {
      const target = await freshTarget();
      const outcome = await callRoute(deleteUser, `/api/user/${target.email}`, {
        method: "DELETE",
        params: { email: target.email },
        headers: headers[caller],
      });
      const ok = async () => {
        expect(outcome.body).toEqual({ deletedCount: 1 });
        expect(await userByUid(target.uid)).toBeUndefined();
      };
      const refused = async () => expect(await userByUid(target.uid)).toBeDefined();
      return { outcome, ok, refused };
    },
  },
];

describe.each(cases)("$name", ({ statuses, run }) => {
  it.each(callers.map((caller) => [caller, statuses[caller]] as const))(
    "%s → %i",
    async (caller, status) => {
      const { outcome, ok, refused } = await run(caller);
      expect(outcome.status).toBe(status);
      if (status === 200) {
        await ok();
      } else {
        expect(outcome.body).toMatchObject({
          error: status === 401 ? NOT_SIGNED_IN : expect.any(String),
        });
        await refused?.();
      }
    },
  );
});
