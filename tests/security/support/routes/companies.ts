// Rows of the route table (see ../route-table.ts): business accounts. The customer is the
// admin of a company made fresh for each call, with one buyer; "another customer" and the
// demoted admin belong to none, so the company is not found for them (404, never 403).
import { eq } from "drizzle-orm";
import type { CompanyJson, MemberAddedJson, MemberJson } from "@/domains/companies";
import { getDb } from "@/lib/db";
import { companies, companyMembers } from "@/models";
import { createUser, userByUid } from "../../../helpers/accounts";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import { adminOnly, anyUser, statuses, type RouteRow } from "../route-row";
import { rowKit } from "./kit";

const APPLICATION = { name: "Matrix Fleet LLC", phone: "+1 555 0142", address: "4 Depot Way" };

/** The user leaves whatever company they were in (nothing when the user is gone). */
export async function leaveCompany(uid: string): Promise<void> {
  const user = await userByUid(uid);
  if (user) await (await getDb()).delete(companyMembers).where(eq(companyMembers.userId, user.id));
}

/** A company of the customer's, who is its admin, with one buyer of its own. */
export async function customersCompany(w: World) {
  await leaveCompany(w.callers.customer.uid);
  const db = await getDb();
  const [company] = await db.insert(companies).values(APPLICATION).returning();
  const customer = (await userByUid(w.callers.customer.uid))!;
  const buyer = (await userByUid((await createUser()).uid))!;
  await db.insert(companyMembers).values([
    { userId: customer.id, companyId: company!.id, role: "admin" },
    { userId: buyer.id, companyId: company!.id, role: "buyer", spendingLimitCents: 50_000 },
  ]);
  return { companyId: company!.id, buyerId: buyer.id };
}

/** A price list of one line: the suite's part at a cent below its price. */
const priceList = (w: World) =>
  `partNumber,price\n${w.part.partNumber},${((w.part.priceCents - 1) / 100).toFixed(2)}\n`;

/** A company nobody among the callers belongs to. */
async function someoneElsesCompany() {
  const db = await getDb();
  const [company] = await db.insert(companies).values(APPLICATION).returning();
  const owner = (await userByUid((await createUser()).uid))!;
  await db
    .insert(companyMembers)
    .values({ userId: owner.id, companyId: company!.id, role: "admin" });
  return { companyId: company!.id, buyerId: owner.id };
}

// The customer manages their company; shop admins any; the others do not know it exists.
const companyAdminOrShopAdmin = (status: number) => statuses(status, 404, status, 404);
const shopAdminOnly = (status: number) => statuses(404, 404, status, 404);

/** The route on a company none of the callers belong to: only shop admins find it. */
const elsewhere = (
  status: number,
  call: (place: { companyId: string; buyerId: string }) => {
    url: string;
    headers?: Record<string, string>;
    body?: unknown;
  },
) => ({
  "of a company the caller is not in": {
    statuses: shopAdminOnly(status),
    request: async () => call(await someoneElsesCompany()),
  },
});

export function companyRows(w: World): Record<string, RouteRow> {
  const { self } = rowKit(w);
  const membersUrl = (companyId: string) => `/api/companies/${companyId}/members`;
  const pricesUrl = (companyId: string) => `/api/companies/${companyId}/prices`;
  const memberUrl = (place: { companyId: string; buyerId: string }) =>
    `${membersUrl(place.companyId)}/${place.buyerId}`;
  return {
    "POST /api/companies": {
      statuses: anyUser(201),
      cookie: "customer",
      request: async (caller) => {
        await leaveCompany(self(caller).uid);
        return {
          url: "/api/companies",
          body: APPLICATION,
          ok: (body) => expect(body).toMatchObject({ ...APPLICATION, status: "pending" }),
        };
      },
    },
    "GET /api/companies": {
      statuses: adminOnly(200),
      request: async () => {
        await customersCompany(w);
        return {
          url: "/api/companies?q=matrix%20fleet&status=pending",
          ok: (body) => expect((body as CompanyJson[])[0]).toMatchObject(APPLICATION),
        };
      },
    },
    "PATCH /api/companies/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const { companyId } = await customersCompany(w);
        return {
          url: `/api/companies/${companyId}`,
          body: { status: "approved", terms: "net30", creditLimit: 5000, poRequired: true },
          ok: (body) =>
            expect(body).toMatchObject({ status: "approved", terms: "net30", creditLimit: 5000 }),
        };
      },
    },
    "GET /api/companies/[id]/members": {
      statuses: companyAdminOrShopAdmin(200),
      request: async () => {
        const { companyId } = await customersCompany(w);
        return {
          url: membersUrl(companyId),
          ok: (body) =>
            expect((body as MemberJson[]).map((member) => member.role)).toEqual(["admin", "buyer"]),
        };
      },
      variants: elsewhere(200, ({ companyId }) => ({ url: membersUrl(companyId) })),
    },
    "POST /api/companies/[id]/members": {
      statuses: companyAdminOrShopAdmin(201),
      cookie: "customer",
      request: async () => {
        const { companyId } = await customersCompany(w);
        const email = f.freshEmail("invitee");
        return {
          url: membersUrl(companyId),
          body: { email, role: "buyer", spendingLimit: 500 },
          ok: (body) =>
            expect(body as MemberAddedJson).toMatchObject({
              status: "invited",
              invitation: { email },
            }),
        };
      },
      variants: elsewhere(201, ({ companyId }) => ({
        url: membersUrl(companyId),
        body: { email: f.freshEmail("invitee"), role: "buyer", spendingLimit: null },
      })),
    },
    "PATCH /api/companies/[id]/members/[userId]": {
      statuses: companyAdminOrShopAdmin(200),
      cookie: "customer",
      request: async () => {
        const place = await customersCompany(w);
        return {
          url: memberUrl(place),
          body: { spendingLimit: 750 },
          ok: (body) => expect(body).toMatchObject({ role: "buyer", spendingLimit: 750 }),
        };
      },
      variants: elsewhere(200, (place) => ({ url: memberUrl(place), body: { role: "admin" } })),
    },
    "DELETE /api/companies/[id]/members/[userId]": {
      statuses: companyAdminOrShopAdmin(200),
      cookie: "customer",
      request: async () => {
        const place = await customersCompany(w);
        return {
          url: memberUrl(place),
          ok: (body) => expect(body).toEqual({ deletedCount: 1 }),
        };
      },
      // The other company's only member is its admin: even a shop admin may not leave it without.
      variants: elsewhere(409, (place) => ({ url: memberUrl(place) })),
    },
    "PUT /api/companies/[id]/prices": {
      // Shop admins only: the company's own admin hears 403, as anyone in it does.
      statuses: statuses(403, 404, 200, 404),
      cookie: "admin",
      request: async () => {
        const { companyId } = await customersCompany(w);
        return {
          url: pricesUrl(companyId),
          headers: { "content-type": "text/csv" },
          body: priceList(w),
          ok: (body) => expect(body).toEqual({ insertedCount: 1, deletedCount: 0 }),
        };
      },
      variants: elsewhere(200, ({ companyId }) => ({
        url: pricesUrl(companyId),
        headers: { "content-type": "text/csv" },
        body: priceList(w),
      })),
    },
    "GET /api/companies/[id]/prices": {
      statuses: companyAdminOrShopAdmin(200),
      request: async () => {
        const { companyId } = await customersCompany(w);
        return {
          url: pricesUrl(companyId),
          ok: (body) => expect(body).toBe("partNumber,price\n"),
        };
      },
      variants: elsewhere(200, ({ companyId }) => ({ url: pricesUrl(companyId) })),
    },
    "GET /api/account/prices": {
      // Personal: each caller their own company's prices; the customer's company is pending.
      statuses: anyUser(200),
      request: async () => {
        await customersCompany(w);
        return {
          url: `/api/account/prices?partIds=${w.part.id}`,
          ok: (body) => expect(body).toEqual({}),
        };
      },
    },
    "GET /api/account/company": {
      statuses: anyUser(200),
      request: async () => {
        await customersCompany(w);
        return { url: "/api/account/company" };
      },
    },
  };
}
