// What the tax tests share: the calls as a browser makes them, and days relative to today.
import { GET as ratesGet, PUT as ratesPut } from "@/app/api/tax/rates/route";
import { GET as accountGet, PUT as accountPut } from "@/app/api/account/tax-exemption/route";
import { GET as tableGet } from "@/app/api/tax-exemptions/route";
import { PATCH as decidePatch } from "@/app/api/tax-exemptions/[id]/route";
import type { TaxExemptionJson } from "@/domains/tax";
import { callRoute } from "../../helpers/call-route";
import type { Headers } from "../companies/companies-support";

export {
  aCompany,
  aCustomer,
  aShopAdmin,
  guest,
  type Headers,
} from "../companies/companies-support";

export const getRates = (headers: Headers) => callRoute(ratesGet, "/api/tax/rates", { headers });

export const putRates = (headers: Headers, body: unknown) =>
  callRoute(ratesPut, "/api/tax/rates", { method: "PUT", headers, body });

export const myExemptions = (headers: Headers) =>
  callRoute(accountGet, "/api/account/tax-exemption", { headers });

export const putExemption = (headers: Headers, body: unknown) =>
  callRoute(accountPut, "/api/account/tax-exemption", { method: "PUT", headers, body });

export const exemptionsTable = (headers: Headers, query = "") =>
  callRoute(tableGet, `/api/tax-exemptions?${query}`, { headers });

export const decide = (headers: Headers, id: string, body: unknown) =>
  callRoute(decidePatch, `/api/tax-exemptions/${id}`, {
    method: "PATCH",
    headers,
    body,
    params: { id },
  });

/** The day `days` from today (UTC), as YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A certificate sent through the API; its JSON. */
export async function aCertificate(
  headers: Headers,
  body: { certificateNumber: string; state: string; expiresOn?: string },
): Promise<TaxExemptionJson> {
  const sent = await putExemption(headers, { expiresOn: dayFromToday(365), ...body });
  if (sent.status !== 200) throw new Error(`sending: ${JSON.stringify(sent.body)}`);
  return sent.body as TaxExemptionJson;
}
