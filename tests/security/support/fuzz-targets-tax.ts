// Fuzz targets of tax (issue 32): the rates table, the tax report's period, a certificate sent,
// the review table and the shop's decision on a certificate.
import { optional, text, type FuzzTarget } from "./fuzz-fields";
import { leaveCompany } from "./routes/companies";
import { aPendingCertificate, currentRates } from "./routes/tax";

const choice = optional({ kind: "choice" });
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

export const taxFuzzTargets: Record<string, FuzzTarget> = {
  "PUT /api/tax/rates": {
    as: "admin",
    // The body is the whole table, a list: its first row's fields stand for every row's.
    valid: async () => ({
      url: "/api/tax/rates",
      body: (await currentRates()) as unknown as Record<string, unknown>,
    }),
    body: {
      "0.state": { kind: "state" },
      "0.rate": { kind: "rate" },
      "0.shippingTaxable": { kind: "boolean" },
    },
  },
  "GET /api/tax/report": {
    as: "admin",
    valid: async () => ({ url: "/api/tax/report?from=2026-01-01&to=2026-03-31&format=csv" }),
    query: { from: { kind: "day" }, to: { kind: "day" }, format: choice },
  },
  "PUT /api/account/tax-exemption": {
    as: "customer",
    valid: async (w) => {
      await leaveCompany(w.callers.customer.uid);
      return {
        url: "/api/account/tax-exemption",
        body: { certificateNumber: "FZ-1", state: "NV", expiresOn: inAYear() },
      };
    },
    body: { certificateNumber: text, state: { kind: "state" }, expiresOn: { kind: "day" } },
  },
  "GET /api/tax-exemptions": {
    as: "admin",
    valid: async () => ({
      url: "/api/tax-exemptions?page=1&limit=25&q=fz&sort=state&order=asc&status=pending",
    }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      q: optional({ kind: "search" }),
      sort: choice,
      order: choice,
      status: choice,
    },
  },
  "PATCH /api/tax-exemptions/[id]": {
    as: "admin",
    valid: async () => ({
      url: `/api/tax-exemptions/${await aPendingCertificate()}`,
      body: { status: "rejected", reason: "The certificate is unreadable" },
    }),
    body: { status: { kind: "choice" }, reason: text },
    param: "id",
  },
};
