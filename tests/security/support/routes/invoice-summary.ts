// Rows of the route table (see ../route-table.ts): the statement's totals. The customer is the
// admin of a company of their own; another customer belongs to none (403, as for the invoices).
import type { InvoicesSummaryJson } from "@/domains/billing/server";
import type { World } from "../fixtures";
import { ownerOrAdmin, type RouteRow } from "../route-row";
import { customersCompany } from "./companies";

export function invoiceSummaryRows(w: World): Record<string, RouteRow> {
  return {
    "GET /api/invoices/summary": {
      statuses: ownerOrAdmin(200),
      request: async () => {
        await customersCompany(w);
        return {
          url: "/api/invoices/summary",
          ok: (body) =>
            expect(Object.keys(body as InvoicesSummaryJson).sort()).toEqual(["open", "overdue"]),
        };
      },
    },
  };
}
