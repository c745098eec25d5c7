/** @jest-environment node */
// The admin routes' happy paths and bad input, called with bearer tokens (no session cookie).
import { PUT as putAdmin } from "@/app/api/user/admin/route";
import { DELETE as deleteRoute } from "@/app/api/user/[email]/route";
import { GET as getAdmin } from "@/app/api/admin/[email]/route";
import { GET as getUsers } from "@/app/api/users/route";
import { GET as getAllUsers } from "@/app/api/users/all/route";
import type { UserJson } from "@/domains/accounts/user-json";
import { deleteUser } from "@/domains/accounts/server";
import { toActor } from "@/lib/auth/identity";
import {
  createUser,
  demo,
  demoUser,
  onlyAdmins,
  setRole,
  userByUid,
  type UserRow,
} from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

let customer: UserRow, admin: UserRow;
let asCustomer: Record<string, string>, asAdmin: Record<string, string>;
beforeAll(async () => {
  customer = await demoUser(demo.customer);
  admin = await demoUser(demo.admin);
  asCustomer = await headersOf(customer);
  asAdmin = await headersOf(admin);
});

const makeAdmin = (body: unknown) =>
  callRoute(putAdmin, "/api/user/admin", { method: "PUT", headers: asAdmin, body });
const remove = (email: string, headers = asAdmin) =>
  callRoute(deleteRoute, `/api/user/${email}`, { method: "DELETE", params: { email }, headers });

describe("GET /api/users/all", () => {
  it("lists every user in the contract's shape, with no password hash", async () => {
    const user = await createUser();
    const { status, body } = await callRoute(getAllUsers, "/api/users/all", { headers: asAdmin });
    expect(status).toBe(200);
    const list = body as UserJson[];
    expect(list.map((row) => row.email)).toEqual(
      expect.arrayContaining([demo.admin, demo.customer, user.email]),
    );
    for (const row of list) {
      expect(Object.keys(row).sort()).toEqual(
        [
          "_id",
          "address",
          "displayName",
          "education",
          "email",
          "facebook",
          "linkedin",
          "number",
          "photoURL",
          "role",
          "uid",
        ].sort(),
      );
    }
    expect(JSON.stringify(list)).not.toContain("$argon2");
  });
});

describe("GET /api/admin/{email}", () => {
  it("answers whether a user is an admin, and 400 for something that is not an email", async () => {
    const ask = (email: string, headers = asAdmin) =>
      callRoute(getAdmin, `/api/admin/${email}`, { params: { email }, headers });
    expect((await ask(admin.email)).body).toEqual({ admin: true });
    expect((await ask(customer.email.toUpperCase(), asCustomer)).body).toEqual({ admin: false });
    expect((await ask("nobody@example.com")).body).toEqual({ admin: false });
    expect((await ask("not-an-email")).status).toBe(400);
  });
});

describe("PUT /api/user/admin", () => {
  it("promotes once (modifiedCount 1), then has nothing to change (0)", async () => {
    const user = await createUser();
    expect(await makeAdmin({ email: user.email.toUpperCase() })).toMatchObject({
      status: 200,
      body: { modifiedCount: 1 },
    });
    expect((await userByUid(user.uid))?.role).toBe("admin");
    expect(await makeAdmin({ email: user.email })).toMatchObject({
      status: 200,
      body: { modifiedCount: 0 },
    });
  });

  it.each([
    [{ email: "nobody@example.com" }, 404, "No user has the email nobody@example.com."],
    [{ email: "not an email" }, 400, "Provide a valid Email"],
    [{}, 400, "Email is Required"],
    ["{", 400, "The request body must be JSON."],
  ])("answers %p with %i", async (body, status, error) => {
    expect(await makeAdmin(body)).toMatchObject({ status, body: { error } });
  });
});

describe("DELETE /api/user/{email}", () => {
  it("deletes once (deletedCount 1, then 0) and the user's token stops working", async () => {
    const user = await createUser();
    const headers = await headersOf(user);
    expect(await remove(user.email)).toMatchObject({ status: 200, body: { deletedCount: 1 } });
    expect(await remove(user.email)).toMatchObject({ status: 200, body: { deletedCount: 0 } });
    const after = await callRoute(getUsers, `/api/users?uid=${user.uid}`, { headers });
    expect(after.status).toBe(401);
  });

  it("refuses to delete oneself (409) and something that is not an email (400)", async () => {
    expect(await remove(admin.email)).toMatchObject({
      status: 409,
      body: { error: `User: ${admin.email} is not deleted. You cannot delete your own account.` },
    });
    expect((await remove("not-an-email")).status).toBe(400);
    expect(await userByUid(admin.uid)).toBeDefined();
  });

  it("never deletes the last admin, even for an admin demoted since the call began", async () => {
    const other = await createUser("admin");
    const staleActor = toActor((await userByUid(other.uid))!);
    await onlyAdmins(admin.uid); // the other admin is demoted after its call began
    await expect(deleteUser(staleActor, admin.email)).rejects.toMatchObject({
      status: 409,
      message: "The last admin cannot be deleted.",
    });
    expect((await userByUid(admin.uid))?.role).toBe("admin");
  });

  it("lets exactly one of two admins deleting each other at once succeed", async () => {
    const [a, b] = [await createUser("admin"), await createUser("admin")];
    await onlyAdmins(a.uid, b.uid);
    try {
      const answers = await Promise.all([
        remove(b.email, await headersOf(a)),
        remove(a.email, await headersOf(b)),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const left = [await userByUid(a.uid), await userByUid(b.uid)].filter(Boolean);
      expect(left).toEqual([expect.objectContaining({ role: "admin" })]);
    } finally {
      await setRole(admin.uid, "admin");
    }
  });
});
