// Rows of the route table (see ../route-table.ts): the admin's overview of sales and stock.
import type { AdminOverviewJson } from "@/domains/admin/overview-json";
import { OVERVIEW_DAYS, OVERVIEW_STATES } from "@/domains/admin/overview-json";
import { adminOnly, type RouteRow } from "../route-row";

const isOverview = (body: unknown) => {
  const overview = body as AdminOverviewJson;
  expect(overview.revenueByDay).toHaveLength(OVERVIEW_DAYS);
  expect(overview.ordersByStatus.map((row) => row.status)).toEqual(OVERVIEW_STATES);
};

export function adminOverviewRows(): Record<string, RouteRow> {
  return {
    "GET /api/admin/overview": {
      statuses: adminOnly(200),
      request: async () => ({ url: "/api/admin/overview", ok: isOverview }),
    },
  };
}
