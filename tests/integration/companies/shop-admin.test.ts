/** @jest-environment node */
// The shop admins' calls: the Companies table (paging, search, status, sort, CSV) and PATCH.
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { FORBIDDEN } from "@/lib/auth/guards";
import type { CompanyJson } from "@/domains/companies";
import { companyMessages } from "@/domains/companies";
import { getDb } from "@/lib/db";
import { companies } from "@/models";
import {
  aCompany,
  aShopAdmin,
  companiesTable,
  guest,
  storedCompany,
  updateCompany,
  type Headers,
} from "./companies-support";

let admin: Headers;
// Companies of one tag ("otter"), with the days and statuses the table sorts and filters on.
const otters = [
  { name: "Otter Cleo Freight", day: "2026-02-03", status: "approved", credit: 300_000 },
  { name: "Otter Abe Garage", day: "2026-02-01", status: "pending", credit: 0 },
  { name: "=Otter Dot Parts", day: "2026-02-04", status: "rejected", credit: 100_000 },
  { name: "Otter Bea Fleet", day: "2026-02-02", status: "suspended", credit: 200_000 },
] as const;

beforeAll(async () => {
  admin = (await aShopAdmin()).headers;
  const db = await getDb();
  for (const otter of otters) {
    const { id } = await aCompany(otter.name);
    await db
      .update(companies)
      .set({
        status: otter.status,
        creditLimitCents: otter.credit,
        createdAt: new Date(`${otter.day}T09:00:00Z`),
      })
      .where(eq(companies.id, id));
  }
});

const names = (body: unknown) => (body as CompanyJson[]).map((company) => company.name);

describe("GET /api/companies", () => {
  it("pages a search, newest application first, with the paging headers", async () => {
    const first = await companiesTable(admin, "q=otter&limit=3");
    expect(first.status).toBe(200);
    expect(names(first.body)).toEqual([
      "=Otter Dot Parts",
      "Otter Cleo Freight",
      "Otter Bea Fleet",
    ]);
    expect(first.headers.get("X-Total-Count")).toBe("4");
    expect(first.headers.get("X-Page")).toBe("1");
    expect(first.headers.get("X-Page-Count")).toBe("2");
    expect(names((await companiesTable(admin, "q=otter&limit=3&page=2")).body)).toEqual([
      "Otter Abe Garage",
    ]);
  });

  it.each([
    ["name", ["=Otter Dot Parts", "Otter Abe Garage", "Otter Bea Fleet", "Otter Cleo Freight"]],
    [
      "creditLimit&order=desc",
      ["Otter Cleo Freight", "Otter Bea Fleet", "=Otter Dot Parts", "Otter Abe Garage"],
    ],
    [
      "status&order=asc",
      ["Otter Cleo Freight", "Otter Abe Garage", "=Otter Dot Parts", "Otter Bea Fleet"],
    ],
  ])("sorts by %s", async (sort, expected) => {
    expect(names((await companiesTable(admin, `q=otter&sort=${sort}`)).body)).toEqual(expected);
  });

  it("filters by status", async () => {
    const pending = await companiesTable(admin, "q=otter&status=pending");
    expect(names(pending.body)).toEqual(["Otter Abe Garage"]);
    expect(pending.headers.get("X-Total-Count")).toBe("1");
  });

  it("exports the search as CSV, formulas neutralised", async () => {
    const { status, headers, body } = await companiesTable(admin, "q=otter&format=csv&sort=name");
    expect(status).toBe(200);
    expect(headers.get("content-disposition")).toBe('attachment; filename="companies.csv"');
    const [header, ...records] = parse(body as string) as string[][];
    expect(header).toEqual([
      "Company ID",
      "Name",
      "Tax ID",
      "Phone",
      "Address",
      "Status",
      "Terms",
      "Credit limit",
      "PO required",
      "Discount %",
      "Applied",
    ]);
    expect(records.map((record) => record[1])).toEqual([
      "'=Otter Dot Parts",
      "Otter Abe Garage",
      "Otter Bea Fleet",
      "Otter Cleo Freight",
    ]);
    expect(records[3]!.slice(5, 10)).toEqual(["approved", "card", "3000", "no", "0"]);
  });

  it.each([
    ["status=closed", "status must be one of pending, approved, rejected, suspended"],
    ["sort=phone", "sort must be one of createdAt, name, status, creditLimit"],
    ["limit=1000", "limit must be between 1 and 100"],
  ])("answers 400 for %s", async (query, error) => {
    expect(await companiesTable(admin, query)).toMatchObject({ status: 400, body: { error } });
  });

  it("is for shop admins only: 401 for a guest, 403 for a company's admin", async () => {
    const { admin: companyAdmin } = await aCompany();
    expect((await companiesTable(guest, "")).status).toBe(401);
    expect(await companiesTable(companyAdmin.headers, "")).toMatchObject({
      status: 403,
      body: { error: FORBIDDEN },
    });
  });
});

describe("PATCH /api/companies/{id}", () => {
  it("approves with terms, a credit limit in dollars, PO required and a discount", async () => {
    const { id } = await aCompany();
    const body = {
      status: "approved",
      terms: "net30",
      creditLimit: 5000.5,
      poRequired: true,
      discountPercent: 12.5,
    };
    const answer = await updateCompany(admin, id, body);
    expect(answer).toMatchObject({ status: 200, body: { _id: id, ...body } });
    const { company } = await storedCompany(id);
    expect(company[0]).toMatchObject({ creditLimitCents: 500_050, discountBasisPoints: 1250 });
    const suspended = await updateCompany(admin, id, { status: "suspended" });
    expect(suspended.body).toMatchObject({ status: "suspended", terms: "net30" });
  });

  it.each([
    [{}, companyMessages.nothingToChange],
    [{ status: "pending" }, companyMessages.status],
    [{ terms: "net90" }, companyMessages.terms],
    [{ creditLimit: -5 }, "Credit limit must be a positive amount with at most 2 decimals"],
    [{ creditLimit: 10.123 }, "Credit limit must be a positive amount with at most 2 decimals"],
    [{ discountPercent: 100.01 }, "Discount must be at most 100"],
    [{ discountPercent: 5.555 }, "Discount must be a number from 0 to 100 with at most 2 decimals"],
    [{ poRequired: "yes" }, companyMessages.poRequiredBoolean],
    [{ status: "approved", owner: "me" }, 'Unrecognized key: "owner"'],
  ])("answers 400 for %j and changes nothing", async (body, error) => {
    const { id } = await aCompany();
    const before = await storedCompany(id);
    expect(await updateCompany(admin, id, body)).toMatchObject({ status: 400, body: { error } });
    expect(await storedCompany(id)).toEqual(before);
  });

  it("answers 404 for an unknown company, 403 for a company's own admin", async () => {
    expect((await updateCompany(admin, "no-such-company", { status: "approved" })).status).toBe(
      404,
    );
    const { id, admin: companyAdmin } = await aCompany();
    const before = await storedCompany(id);
    expect((await updateCompany(companyAdmin.headers, id, { status: "approved" })).status).toBe(
      403,
    );
    expect((await updateCompany(guest, id, { status: "approved" })).status).toBe(401);
    expect(await storedCompany(id)).toEqual(before);
  });
});
