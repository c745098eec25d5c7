// The admin tables' queries: paging, search, sort and filters of Manage Orders, Products, Users
// and Reviews; and the paging of a fitment import's report and of a parts import's lines, and a
// parts import's id.
import { optional, type Field, type FuzzTarget } from "./fuzz-fields";
import { adminReport } from "./routes/fitment-admin";
import { adminImport } from "./routes/parts-import";

const choice = optional({ kind: "choice" });
const tableQuery: Record<string, Field> = {
  page: optional({ kind: "count" }),
  limit: optional({ kind: "count" }),
  q: optional({ kind: "search" }),
  sort: choice,
  order: choice,
  format: choice,
};

export const adminTableFuzzTargets: Record<string, FuzzTarget> = {
  "GET /api/orders/all": {
    as: "admin",
    valid: async () => ({
      url: "/api/orders/all?page=1&limit=25&q=brake&sort=total&order=desc&status=paid&from=2026-01-01&to=2026-12-31",
    }),
    query: {
      ...tableQuery,
      status: choice,
      from: optional({ kind: "day" }),
      to: optional({ kind: "day" }),
    },
  },
  "GET /api/reviews": {
    as: "customer",
    valid: async () => ({ url: "/api/reviews?page=1&limit=25&q=brake&sort=rating&rating=5" }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      q: optional({ kind: "search" }),
      sort: choice,
      order: choice,
      rating: choice,
    },
  },
  "GET /api/fitment/import/[reportId]/lines": {
    as: "admin",
    valid: async (w) => ({
      url: `/api/fitment/import/${(await adminReport(w)).id}/lines?page=1&limit=50&status=refused`,
    }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      status: choice,
    },
  },
  "GET /api/parts/import/[importId]": {
    as: "admin",
    valid: async (w) => ({ url: `/api/parts/import/${(await adminImport(w)).id}` }),
    param: "id",
  },
  "GET /api/parts/import/[importId]/lines": {
    as: "admin",
    valid: async (w) => ({
      url: `/api/parts/import/${(await adminImport(w)).id}/lines?page=1&limit=50&status=refused`,
    }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      status: choice,
    },
  },
  "GET /api/parts/all": {
    as: "admin",
    valid: async () => ({
      url: "/api/parts/all?page=1&limit=25&q=brake&sort=price&order=desc&lowStock=1",
    }),
    query: {
      ...tableQuery,
      category: optional({ kind: "category" }),
      brand: optional({ kind: "brand" }),
      lowStock: optional({ kind: "flag" }),
      outOfStock: optional({ kind: "flag" }),
    },
  },
  "GET /api/users/all": {
    as: "admin",
    valid: async () => ({ url: "/api/users/all?page=1&limit=25&q=example&sort=email&role=user" }),
    query: { ...tableQuery, role: choice },
  },
};
