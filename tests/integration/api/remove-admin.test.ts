/** @jest-environment node */
// PUT /api/user/admin with admin: false — another admin back to customer, never the last admin.
import { PUT as putAdmin } from "@/app/api/user/admin/route";
import { GET as getAllUsers } from "@/app/api/users/all/route";
import {
  createUser,
  demo,
  demoUser,
  onlyAdmins,
  userByUid,
  type UserRow,
} from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

let admin: UserRow;
let asAdmin: Record<string, string>;
beforeAll(async () => {
  admin = await demoUser(demo.admin);
  asAdmin = await headersOf(admin);
});

const setRole = (body: unknown, headers = asAdmin) =>
  callRoute(putAdmin, "/api/user/admin", { method: "PUT", headers, body });

describe("PUT /api/user/admin with admin: false", () => {
  it("takes the role away once (then 0), and the old admin token stops working", async () => {
    const other = await createUser("admin");
    const theirToken = await headersOf(other);
    expect((await callRoute(getAllUsers, "/api/users/all", { headers: theirToken })).status).toBe(
      200,
    );
    expect(await setRole({ email: other.email, admin: false })).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    expect((await userByUid(other.uid))?.role).toBe("user");
    expect((await callRoute(getAllUsers, "/api/users/all", { headers: theirToken })).status).toBe(
      401,
    );
    expect(await setRole({ email: other.email, admin: false })).toMatchObject({
      status: 200,
      body: { modifiedCount: 0 },
    });
  });

  it("refuses an admin's own role with a 409 that says why", async () => {
    expect(await setRole({ email: admin.email, admin: false })).toMatchObject({
      status: 409,
      body: { error: "You cannot remove your own admin role; ask another admin." },
    });
    expect((await userByUid(admin.uid))?.role).toBe("admin");
  });

  it("leaves one admin when the last two take each other's role at once", async () => {
    const first = await createUser("admin");
    const second = await createUser("admin");
    await onlyAdmins(first.uid, second.uid);
    const [a, b] = await Promise.all([
      setRole({ email: second.email, admin: false }, await headersOf(first)),
      setRole({ email: first.email, admin: false }, await headersOf(second)),
    ]);
    const roles = [(await userByUid(first.uid))?.role, (await userByUid(second.uid))?.role];
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    for (const answer of [a, b].filter((answer) => answer.status !== 200))
      expect([401, 409]).toContain(answer.status);
  });
});

describe("PUT /api/user/admin refusals", () => {
  it.each([
    [
      { email: "nobody@example.com", admin: false },
      404,
      "No user has the email nobody@example.com.",
    ],
    [{ email: demo.customer, admin: "no" }, 400, "admin must be true or false"],
  ])("answers %p with %i", async (body, status, error) => {
    const fresh = await createUser("admin");
    expect(await setRole(body, await headersOf(fresh))).toMatchObject({
      status,
      body: { error },
    });
  });

  it("is for admins only", async () => {
    const target = await createUser("admin");
    const customer = await demoUser(demo.customer);
    const answer = await setRole({ email: target.email, admin: false }, await headersOf(customer));
    expect(answer.status).toBe(403);
    expect((await userByUid(target.uid))?.role).toBe("admin");
  });
});
