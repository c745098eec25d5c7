"use client";

import type * as accountCompanyRoute from "@/app/api/account/company/route";
import type * as companyRoute from "@/app/api/companies/[id]/route";
import type * as memberRoute from "@/app/api/companies/[id]/members/[userId]/route";
import type * as pricesRoute from "@/app/api/companies/[id]/prices/route";
import type * as membersRoute from "@/app/api/companies/[id]/members/route";
import type * as companiesRoute from "@/app/api/companies/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, postTo } from "@/lib/client/api";

// Business accounts: applying, the caller's company, its members, and the shop admins' table
// and decisions; each answer typed by its route's declaration.

/** The caller's company and their place in it, or null outside any company. */
export const ACCOUNT_COMPANY_PATH = "/api/account/company";
export type AccountCompany = AnswerOf<typeof accountCompanyRoute.GET>;

/** The Companies table's call: with the table parameters, a page (paging headers) or its CSV. */
export const COMPANIES_TABLE_PATH = "/api/companies";
export type CompaniesTableRow = AnswerOf<typeof companiesRoute.GET>[number];

export const applyForCompany = postTo<typeof companiesRoute.POST>(COMPANIES_TABLE_PATH);

const companyPath = (id: string) => `${COMPANIES_TABLE_PATH}/${encodeURIComponent(id)}`;

export const updateCompany = (id: string, change: BodyOf<typeof companyRoute.PATCH>) =>
  apiFetch<AnswerOf<typeof companyRoute.PATCH>>(companyPath(id), {
    method: "PATCH",
    json: change,
  });

/** A company's members: the SWR key of its list, and where members are added. */
export const membersPath = (companyId: string) => `${companyPath(companyId)}/members`;
export type CompanyMembers = AnswerOf<typeof membersRoute.GET>;
export type CompanyMember = CompanyMembers[number];

export const addMember = (companyId: string, invite: BodyOf<typeof membersRoute.POST>) =>
  apiFetch<AnswerOf<typeof membersRoute.POST>>(membersPath(companyId), {
    method: "POST",
    json: invite,
  });

const memberPath = (companyId: string, userId: string) =>
  `${membersPath(companyId)}/${encodeURIComponent(userId)}`;

export const updateMember = (
  companyId: string,
  userId: string,
  change: BodyOf<typeof memberRoute.PATCH>,
) =>
  apiFetch<AnswerOf<typeof memberRoute.PATCH>>(memberPath(companyId, userId), {
    method: "PATCH",
    json: change,
  });

export const removeMember = (companyId: string, userId: string) =>
  apiFetch<AnswerOf<typeof memberRoute.DELETE>>(memberPath(companyId, userId), {
    method: "DELETE",
  });

/** A company's price list: read back as CSV (a download link), replaced by a CSV file sent. */
export const priceListPath = (companyId: string) => `${companyPath(companyId)}/prices`;

export const uploadPriceList = (companyId: string, file: File) =>
  apiFetch<AnswerOf<typeof pricesRoute.PUT>>(priceListPath(companyId), {
    method: "PUT",
    headers: { "content-type": "text/csv" },
    body: file,
  });
