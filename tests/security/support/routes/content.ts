// Rows of the route table (see ../route-table.ts): public reads, the health check and unknown
// paths.
import type { World } from "../fixtures";
import { everyone, type RouteRow } from "../route-row";
import { exempt } from "./kit";

export function contentRows(w: World): Record<string, RouteRow> {
  const notFound = { statuses: everyone(404), cookie: exempt("every caller gets 404") };
  const unknownPath = async () => ({ url: "/api/no-such-route/at-all" });
  return {
    "GET /api/[...unknown]": { ...notFound, request: unknownPath },
    "POST /api/[...unknown]": { ...notFound, request: unknownPath },
    "PUT /api/[...unknown]": { ...notFound, request: unknownPath },
    "PATCH /api/[...unknown]": { ...notFound, request: unknownPath },
    "DELETE /api/[...unknown]": { ...notFound, request: unknownPath },

    "GET /api/blogs": { statuses: everyone(200), request: async () => ({ url: "/api/blogs" }) },
    "GET /api/blogs/[id]": {
      statuses: everyone(200),
      request: async () => ({ url: `/api/blogs/${w.blogId}` }),
    },
    "GET /api/health": { statuses: everyone(200), request: async () => ({ url: "/api/health" }) },
    "GET /api/teams": { statuses: everyone(200), request: async () => ({ url: "/api/teams" }) },
    "GET /api/reviews": {
      statuses: everyone(200),
      request: async () => ({
        url: "/api/reviews",
        ok: (body) => expect(Array.isArray(body)).toBe(true),
      }),
    },
    "GET /api/parts": {
      statuses: everyone(200),
      request: async () => ({ url: "/api/parts?sort=1" }),
    },
    "GET /api/parts/facets": {
      statuses: everyone(200),
      request: async () => ({ url: "/api/parts/facets?category=Brakes" }),
    },
    "GET /api/parts/[id]": {
      statuses: everyone(200),
      request: async () => ({ url: `/api/parts/${w.part.id}` }),
    },
  };
}
