"use client";

import useSWR from "swr";
import type * as approveRoute from "@/app/api/checkout/[checkoutId]/approve/route";
import type * as declineRoute from "@/app/api/checkout/[checkoutId]/decline/route";
import type * as approvalsRoute from "@/app/api/companies/[id]/approvals/route";
import type * as paymentsRoute from "@/app/api/invoices/[id]/payments/route";
import type * as invoicesRoute from "@/app/api/invoices/route";
import type * as summaryRoute from "@/app/api/invoices/summary/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch, swrFetcher } from "@/lib/client/api";
import { ACCOUNT_COMPANY_PATH, type AccountCompany } from "@/domains/companies/client";

// Buying on account: the caller's company and credit, approvals, invoices and their payments;
// each answer typed by its route's declaration.

/** The caller's company, their role and its credit; null outside any company. */
export type BuyingCompany = AccountCompany;

export function useBuyingCompany() {
  // Its own fetcher: the checkout page is outside the dashboard's SWR config. The Business
  // account page reads the same key, so a change there shows here too.
  return useSWR<BuyingCompany, Error>(ACCOUNT_COMPANY_PATH, swrFetcher<BuyingCompany>);
}

/** A company's checkouts waiting for one of its admins. */
export const approvalsPath = (companyId: string) =>
  `/api/companies/${encodeURIComponent(companyId)}/approvals`;
export type Approval = AnswerOf<typeof approvalsRoute.GET>[number];

const checkoutPath = (id: string) => `/api/checkout/${encodeURIComponent(id)}`;

export const approveCheckout = (checkoutId: string) =>
  apiFetch<AnswerOf<typeof approveRoute.POST>>(`${checkoutPath(checkoutId)}/approve`, {
    method: "POST",
  });

export const declineCheckout = (checkoutId: string, body: BodyOf<typeof declineRoute.POST>) =>
  apiFetch<AnswerOf<typeof declineRoute.POST>>(`${checkoutPath(checkoutId)}/decline`, {
    method: "POST",
    json: body,
  });

/** The statement's and the Invoices table's call: a page (paging headers), or its CSV. */
export const INVOICES_PATH = "/api/invoices";
export type InvoicesTableRow = AnswerOf<typeof invoicesRoute.GET>[number];

/** What open and overdue invoices owe, of the invoices the caller may read. */
export const INVOICES_SUMMARY_PATH = "/api/invoices/summary";
export type InvoicesSummary = AnswerOf<typeof summaryRoute.GET>;

const invoicePath = (id: string) => `${INVOICES_PATH}/${encodeURIComponent(id)}`;
export const invoicePdfPath = (id: string) => `${invoicePath(id)}/pdf`;

export const recordInvoicePayment = (id: string, payment: BodyOf<typeof paymentsRoute.POST>) =>
  apiFetch<AnswerOf<typeof paymentsRoute.POST>>(`${invoicePath(id)}/payments`, {
    method: "POST",
    json: payment,
  });
