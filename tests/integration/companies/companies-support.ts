// What the companies' tests share: the calls as a browser makes them, and companies made fresh.
import { eq } from "drizzle-orm";
import { POST as applyRoute, GET as tableRoute } from "@/app/api/companies/route";
import { PATCH as updateRoute } from "@/app/api/companies/[id]/route";
import { GET as membersRoute, POST as addRoute } from "@/app/api/companies/[id]/members/route";
import {
  DELETE as removeRoute,
  PATCH as changeRoute,
} from "@/app/api/companies/[id]/members/[userId]/route";
import { GET as accountRoute } from "@/app/api/account/company/route";
import { getDb } from "@/lib/db";
import { companies, companyInvitations, companyMembers } from "@/models";
import { createUser, userByUid } from "../../helpers/accounts";
import { callRoute } from "../../helpers/call-route";
import { headersOf } from "../../helpers/tokens";

export type Headers = Record<string, string>;
export const guest: Headers = {};

export const APPLICATION = {
  name: "Harbor Fleet Services",
  phone: "+1 555 0100",
  address: "9 Quay St",
};

/** A new customer account with its id (the members' `userId`), email and bearer headers. */
export async function aCustomer() {
  const created = await createUser();
  const row = (await userByUid(created.uid))!;
  return { id: row.id, uid: row.uid, email: row.email, headers: await headersOf(created) };
}

export async function aShopAdmin() {
  const created = await createUser("admin");
  return { headers: await headersOf(created) };
}

export const apply = (headers: Headers, body: unknown) =>
  callRoute(applyRoute, "/api/companies", { method: "POST", headers, body });

export const companiesTable = (headers: Headers, query: string) =>
  callRoute(tableRoute, `/api/companies?${query}`, { headers });

export const updateCompany = (headers: Headers, id: string, body: unknown) =>
  callRoute(updateRoute, `/api/companies/${id}`, {
    method: "PATCH",
    headers,
    body,
    params: { id },
  });

export const listMembers = (headers: Headers, id: string) =>
  callRoute(membersRoute, `/api/companies/${id}/members`, { headers, params: { id } });

export const addMember = (headers: Headers, id: string, body: unknown) =>
  callRoute(addRoute, `/api/companies/${id}/members`, {
    method: "POST",
    headers,
    body,
    params: { id },
  });

export const changeMember = (headers: Headers, id: string, userId: string, body: unknown) =>
  callRoute(changeRoute, `/api/companies/${id}/members/${userId}`, {
    method: "PATCH",
    headers,
    body,
    params: { id, userId },
  });

export const removeMember = (headers: Headers, id: string, userId: string) =>
  callRoute(removeRoute, `/api/companies/${id}/members/${userId}`, {
    method: "DELETE",
    headers,
    params: { id, userId },
  });

export const accountCompany = (headers: Headers) =>
  callRoute(accountRoute, "/api/account/company", { headers });

/** A company applied for through the API: its admin (the applicant) and one buyer. */
export async function aCompany(name = APPLICATION.name) {
  const admin = await aCustomer();
  const buyer = await aCustomer();
  const applied = await apply(admin.headers, { ...APPLICATION, name });
  if (applied.status !== 201) throw new Error(`applying: ${JSON.stringify(applied.body)}`);
  const id = (applied.body as { _id: string })._id;
  await (
    await getDb()
  )
    .insert(companyMembers)
    .values({ userId: buyer.id, companyId: id, role: "buyer", spendingLimitCents: 50_000 });
  return { id, admin, buyer };
}

/** The company's rows as stored, its members' and invitations': what a refused call must leave. */
export async function storedCompany(id: string) {
  const db = await getDb();
  return {
    company: await db.select().from(companies).where(eq(companies.id, id)),
    members: await db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, id))
      .orderBy(companyMembers.userId),
    invitations: await db
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.companyId, id))
      .orderBy(companyInvitations.id),
  };
}
