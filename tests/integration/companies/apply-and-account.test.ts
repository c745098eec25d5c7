/** @jest-environment node */
// Applying for a business account, one company per user, and the caller's own company.
import { NOT_SIGNED_IN } from "@/lib/auth/guards";
import { companyMessages } from "@/domains/companies";
import {
  aCompany,
  aCustomer,
  accountCompany,
  apply,
  APPLICATION,
  guest,
  storedCompany,
} from "./companies-support";

describe("POST /api/companies", () => {
  it("makes a pending company with the applicant as its admin", async () => {
    const customer = await aCustomer();
    const answer = await apply(customer.headers, { ...APPLICATION, taxId: " 12-3456789 " });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      ...APPLICATION,
      taxId: "12-3456789",
      status: "pending",
      terms: "card",
      creditLimit: 0,
      poRequired: false,
      discountPercent: 0,
    });
    const { members } = await storedCompany((answer.body as { _id: string })._id);
    expect(members).toEqual([expect.objectContaining({ userId: customer.id, role: "admin" })]);
  });

  it("answers 401 to a guest", async () => {
    expect(await apply(guest, APPLICATION)).toMatchObject({
      status: 401,
      body: { error: NOT_SIGNED_IN },
    });
  });

  it("refuses a second company for the same user with 409, writing nothing", async () => {
    const { admin, buyer } = await aCompany();
    for (const user of [admin, buyer]) {
      const answer = await apply(user.headers, { ...APPLICATION, name: "Second Try Inc" });
      expect(answer).toMatchObject({
        status: 409,
        body: { error: companyMessages.alreadyInACompany },
      });
    }
    const { status, body } = await accountCompany(admin.headers);
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: APPLICATION.name });
  });

  it("lets only one of two applications at once succeed", async () => {
    const customer = await aCustomer();
    const answers = await Promise.all([
      apply(customer.headers, { ...APPLICATION, name: "Race One" }),
      apply(customer.headers, { ...APPLICATION, name: "Race Two" }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it.each([
    [{}, "name", companyMessages.nameRequired],
    [{ ...APPLICATION, name: "  " }, "name", companyMessages.nameRequired],
    [{ ...APPLICATION, phone: "call me" }, "phone", companyMessages.phoneNotNumber],
    [{ ...APPLICATION, address: "" }, "address", companyMessages.addressRequired],
    [
      { ...APPLICATION, taxId: "<script>" },
      "taxId",
      "Tax id may hold letters, digits, spaces and . / - only",
    ],
    [{ ...APPLICATION, name: "x".repeat(121) }, "name", "Company name is too long"],
  ])("answers 400 naming the field for %j", async (body, field, message) => {
    const customer = await aCustomer();
    const answer = await apply(customer.headers, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: [field], message })]),
    });
    expect((await accountCompany(customer.headers)).body).toBeNull();
  });
});

describe("GET /api/account/company", () => {
  it("answers null outside any company, and 401 to a guest", async () => {
    const customer = await aCustomer();
    expect(await accountCompany(customer.headers)).toMatchObject({ status: 200, body: null });
    expect((await accountCompany(guest)).status).toBe(401);
  });

  it("answers the company, the caller's role and limit, and its credit", async () => {
    const { id, admin, buyer } = await aCompany();
    expect((await accountCompany(admin.headers)).body).toEqual({
      _id: id,
      name: APPLICATION.name,
      status: "pending",
      role: "admin",
      spendingLimit: null,
      terms: "card",
      creditLimit: 0,
      creditUsed: 0,
      creditAvailable: 0,
      poRequired: false,
      discountPercent: 0,
    });
    const answer = await accountCompany(buyer.headers);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.body).toMatchObject({ _id: id, role: "buyer", spendingLimit: 500 });
  });
});
