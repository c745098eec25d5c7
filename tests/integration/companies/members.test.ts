/** @jest-environment node */
// A company's members: who may list and change them, joining at once, the last admin, and a
// buyer of company A against company B (404 everywhere, nothing changed).
import type { MemberJson } from "@/domains/companies";
import { companyMessages } from "@/domains/companies";
import {
  aCompany,
  aCustomer,
  addMember,
  aShopAdmin,
  changeMember,
  guest,
  listMembers,
  removeMember,
  storedCompany,
  type Headers,
} from "./companies-support";

let shopAdmin: Headers;
beforeAll(async () => {
  shopAdmin = (await aShopAdmin()).headers;
});

const roles = (body: unknown) =>
  (body as MemberJson[]).map((member) => [member.email, member.role, member.spendingLimit]);

describe("GET /api/companies/{id}/members", () => {
  it("lists admins first for the company's admin and for shop admins", async () => {
    const { id, admin, buyer } = await aCompany();
    const expected = [
      [admin.email, "admin", null],
      [buyer.email, "buyer", 500],
    ];
    for (const headers of [admin.headers, shopAdmin]) {
      const answer = await listMembers(headers, id);
      expect(answer.status).toBe(200);
      expect(roles(answer.body)).toEqual(expected);
    }
  });

  it("answers 403 to the company's own buyer, 404 to outsiders, 401 to a guest", async () => {
    const { id, buyer } = await aCompany();
    const outsider = await aCustomer();
    expect(await listMembers(buyer.headers, id)).toMatchObject({
      status: 403,
      body: { error: companyMessages.onlyCompanyAdmins },
    });
    expect(await listMembers(outsider.headers, id)).toMatchObject({
      status: 404,
      body: { error: companyMessages.companyNotFound },
    });
    expect((await listMembers(guest, id)).status).toBe(401);
    expect((await listMembers(shopAdmin, "no-such-company")).status).toBe(404);
  });
});

describe("POST /api/companies/{id}/members", () => {
  it("adds a user with an account at once, with a role and a spending limit", async () => {
    const { id, admin } = await aCompany();
    const colleague = await aCustomer();
    const answer = await addMember(admin.headers, id, {
      email: colleague.email.toUpperCase(),
      role: "buyer",
      spendingLimit: "250.50",
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        status: "joined",
        member: { userId: colleague.id, role: "buyer", spendingLimit: 250.5 },
      },
    });
  });

  it("refuses a user who belongs to a company (this one or another) with 409", async () => {
    const first = await aCompany();
    const second = await aCompany();
    for (const user of [first.buyer, second.buyer]) {
      const answer = await addMember(first.admin.headers, first.id, {
        email: user.email,
        role: "admin",
      });
      expect(answer).toMatchObject({
        status: 409,
        body: { error: companyMessages.userInACompany(user.email) },
      });
    }
    expect((await storedCompany(second.id)).members).toHaveLength(2);
  });

  it.each([
    [{ role: "buyer" }, companyMessages.emailRequired],
    [{ email: "not-an-email", role: "buyer" }, companyMessages.emailInvalid],
    [{ email: "a@b.example", role: "owner" }, companyMessages.role],
    [
      { email: "a@b.example", role: "buyer", spendingLimit: -1 },
      "Spending limit must be a positive amount with at most 2 decimals",
    ],
  ])("answers 400 for %j", async (body, error) => {
    const { id, admin } = await aCompany();
    expect(await addMember(admin.headers, id, body)).toMatchObject({
      status: 400,
      body: { error },
    });
  });
});

describe("PATCH and DELETE /api/companies/{id}/members/{userId}", () => {
  it("changes a member's role and limit, and removes a member", async () => {
    const { id, admin, buyer } = await aCompany();
    const changed = await changeMember(admin.headers, id, buyer.id, {
      role: "admin",
      spendingLimit: null,
    });
    expect(changed).toMatchObject({ status: 200, body: { role: "admin", spendingLimit: null } });
    // With two admins, the first may step down and then leave.
    expect((await changeMember(admin.headers, id, admin.id, { role: "buyer" })).status).toBe(200);
    expect(await removeMember(buyer.headers, id, admin.id)).toMatchObject({
      status: 200,
      body: { deletedCount: 1 },
    });
    expect(roles((await listMembers(shopAdmin, id)).body)).toEqual([[buyer.email, "admin", null]]);
  });

  it("keeps at least one admin (409), for a shop admin too, and changes nothing", async () => {
    const { id, admin } = await aCompany();
    const before = await storedCompany(id);
    for (const headers of [admin.headers, shopAdmin]) {
      expect(await changeMember(headers, id, admin.id, { role: "buyer" })).toMatchObject({
        status: 409,
        body: { error: companyMessages.lastAdmin },
      });
      expect((await removeMember(headers, id, admin.id)).status).toBe(409);
    }
    expect(await storedCompany(id)).toEqual(before);
  });

  it("lets a shop admin change any company's members", async () => {
    const { id, buyer } = await aCompany();
    const answer = await changeMember(shopAdmin, id, buyer.id, { spendingLimit: 1200 });
    expect(answer).toMatchObject({ status: 200, body: { spendingLimit: 1200 } });
  });

  it("answers 404 for a user who is not a member, 400 for an empty change", async () => {
    const { id, admin } = await aCompany();
    const stranger = await aCustomer();
    expect(await changeMember(admin.headers, id, stranger.id, { role: "admin" })).toMatchObject({
      status: 404,
      body: { error: companyMessages.memberNotFound },
    });
    expect((await removeMember(admin.headers, id, stranger.id)).status).toBe(404);
    expect(await changeMember(admin.headers, id, admin.id, {})).toMatchObject({
      status: 400,
      body: { error: companyMessages.nothingToChange },
    });
  });

  it("answers 403 to the company's own buyer, changing nothing", async () => {
    const { id, admin, buyer } = await aCompany();
    const before = await storedCompany(id);
    expect((await changeMember(buyer.headers, id, buyer.id, { spendingLimit: null })).status).toBe(
      403,
    );
    expect((await removeMember(buyer.headers, id, admin.id)).status).toBe(403);
    expect(
      (await addMember(buyer.headers, id, { email: "x@y.example", role: "admin" })).status,
    ).toBe(403);
    expect(await storedCompany(id)).toEqual(before);
  });
});

describe("a buyer or an admin of company A against company B", () => {
  it("gets 404 for every call on B, and B is unchanged", async () => {
    const a = await aCompany("Company A");
    const b = await aCompany("Company B");
    const before = await storedCompany(b.id);
    for (const { headers } of [a.buyer, a.admin]) {
      const answers = [
        await listMembers(headers, b.id),
        await addMember(headers, b.id, { email: "new@b.example", role: "admin" }),
        await addMember(headers, b.id, { email: a.buyer.email, role: "admin" }),
        await changeMember(headers, b.id, b.buyer.id, { role: "admin" }),
        await changeMember(headers, b.id, a.buyer.id, { role: "admin" }),
        await removeMember(headers, b.id, b.buyer.id),
        await removeMember(headers, b.id, b.admin.id),
      ];
      for (const answer of answers)
        expect(answer).toMatchObject({
          status: 404,
          body: { error: companyMessages.companyNotFound },
        });
    }
    expect(await storedCompany(b.id)).toEqual(before);
  });
});
