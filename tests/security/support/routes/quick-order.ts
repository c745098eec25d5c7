// Rows of the route table (see ../route-table.ts): quick order checks lines for any signed-in
// user and writes nothing.
import type { World } from "../fixtures";
import { anyUser, type RouteRow } from "../route-row";

export function quickOrderRows(w: World): Record<string, RouteRow> {
  return {
    "POST /api/quick-order": {
      statuses: anyUser(200),
      cookie: "customer",
      request: async () => ({
        url: "/api/quick-order",
        body: { text: `${w.part.partNumber}, ${w.part.minOrderQty}\nNO-SUCH-NUMBER, 1` },
        ok: (body) =>
          expect(body).toMatchObject({
            lines: [
              { line: 1, partId: w.part.id },
              { line: 2, status: "error", partId: null },
            ],
          }),
      }),
    },
  };
}
