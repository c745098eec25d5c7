"use client";

import type * as accountExemptionRoute from "@/app/api/account/tax-exemption/route";
import type * as exemptionRoute from "@/app/api/tax-exemptions/[id]/route";
import type * as exemptionsRoute from "@/app/api/tax-exemptions/route";
import type * as ratesRoute from "@/app/api/tax/rates/route";
import type * as reportRoute from "@/app/api/tax/report/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

// Tax: the state rates, the caller's exemption certificates and the shop's review of them; each
// answer typed by its route's declaration.

/** Every state's rate: the SWR key of the rates editor. */
export const TAX_RATES_PATH = "/api/tax/rates";
export type TaxRates = AnswerOf<typeof ratesRoute.GET>;

export const saveTaxRates = (rates: BodyOf<typeof ratesRoute.PUT>) =>
  apiFetch<AnswerOf<typeof ratesRoute.PUT>>(TAX_RATES_PATH, { method: "PUT", json: rates });

/** The caller's (or their company's) certificates. */
export const ACCOUNT_TAX_EXEMPTION_PATH = "/api/account/tax-exemption";
export type AccountTaxExemptions = AnswerOf<typeof accountExemptionRoute.GET>;

export const putTaxExemption = (certificate: BodyOf<typeof accountExemptionRoute.PUT>) =>
  apiFetch<AnswerOf<typeof accountExemptionRoute.PUT>>(ACCOUNT_TAX_EXEMPTION_PATH, {
    method: "PUT",
    json: certificate,
  });

/** The review table's call: a page, its place in the paging headers. */
export const TAX_EXEMPTIONS_TABLE_PATH = "/api/tax-exemptions";
export type TaxExemptionsTableRow = AnswerOf<typeof exemptionsRoute.GET>[number];

export const decideTaxExemption = (id: string, decision: BodyOf<typeof exemptionRoute.PATCH>) =>
  apiFetch<AnswerOf<typeof exemptionRoute.PATCH>>(
    `${TAX_EXEMPTIONS_TABLE_PATH}/${encodeURIComponent(id)}`,
    { method: "PATCH", json: decision },
  );

/** The tax report of a period: its JSON (the SWR key), or with `csv` its download. */
export type TaxReport = AnswerOf<typeof reportRoute.GET>;
export const taxReportPath = ({ from, to }: { from: string; to: string }, csv = false) =>
  `/api/tax/report?${new URLSearchParams({ from, to, ...(csv ? { format: "csv" } : {}) })}`;
