// Fuzz targets of business accounts (issue 31): applying, the shop's decision and terms, the
// Companies table, a company's members, and the member's own prices.
import { optional, text, type Field, type FuzzTarget } from "./fuzz-fields";
import { customersCompany, leaveCompany } from "./routes/companies";

const choice = optional({ kind: "choice" });
const amount = optional({ kind: "money" });
const membersOf = (companyId: string) => `/api/companies/${companyId}/members`;
const memberFields: Record<string, Field> = { role: choice, spendingLimit: amount };

export const companyFuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/companies": {
    as: "customer",
    valid: async (w) => {
      await leaveCompany(w.callers.customer.uid);
      return {
        url: "/api/companies",
        body: {
          name: "Fuzz Fleet",
          taxId: "12-3456789",
          phone: "+1 555 0113",
          address: "1 Fuzz Rd",
        },
      };
    },
    body: { name: text, phone: text, address: text },
  },
  "GET /api/companies": {
    as: "admin",
    valid: async () => ({
      url: "/api/companies?page=1&limit=25&q=fleet&sort=name&order=asc&status=pending",
    }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      q: optional({ kind: "search" }),
      sort: choice,
      order: choice,
      format: choice,
      status: choice,
    },
  },
  "PATCH /api/companies/[id]": {
    as: "admin",
    valid: async (w) => ({
      url: `/api/companies/${(await customersCompany(w)).companyId}`,
      body: {
        status: "approved",
        terms: "net30",
        creditLimit: 5000,
        poRequired: true,
        discountPercent: 5,
      },
    }),
    body: {
      status: choice,
      terms: choice,
      creditLimit: amount,
      poRequired: optional({ kind: "boolean" }),
      discountPercent: amount,
    },
    param: "id",
  },
  "POST /api/companies/[id]/members": {
    as: "customer",
    valid: async (w) => ({
      url: membersOf((await customersCompany(w)).companyId),
      body: { email: "fuzz-invitee@example.com", role: "buyer", spendingLimit: 500 },
    }),
    body: { email: { kind: "email" }, ...memberFields },
  },
  "PATCH /api/companies/[id]/members/[userId]": {
    as: "customer",
    valid: async (w) => {
      const { companyId, buyerId } = await customersCompany(w);
      return {
        url: `${membersOf(companyId)}/${buyerId}`,
        body: { role: "buyer", spendingLimit: 750 },
      };
    },
    body: memberFields,
    param: "id",
  },
  "DELETE /api/companies/[id]/members/[userId]": {
    as: "customer",
    valid: async (w) => {
      const { companyId, buyerId } = await customersCompany(w);
      return { url: `${membersOf(companyId)}/${buyerId}` };
    },
    param: "id",
  },
  "GET /api/account/prices": {
    as: "customer",
    valid: async (w) => ({ url: `/api/account/prices?partIds=${w.part.id},another-part` }),
    query: { partIds: { kind: "partIds" } },
  },
};
