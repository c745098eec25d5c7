// Rows of the route table (see ../route-table.ts): an order's history, for its customer and
// admins.
import type { OrderTimelineJson } from "@/domains/ordering/order-event-json";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import { ownerOrAdmin, type RouteRow } from "../route-row";

export function orderEventRows(w: World): Record<string, RouteRow> {
  return {
    "GET /api/orders/[id]/events": {
      statuses: ownerOrAdmin(200),
      request: async () => {
        const { order } = await f.aPaidOrder(w);
        return {
          url: `/api/orders/${order._id}/events`,
          ok: (body) => {
            const timeline = body as OrderTimelineJson;
            expect(timeline.order).toMatchObject({ _id: order._id, paid: true });
            expect(timeline.events.map((event) => event.type)).toEqual([
              "placed",
              "intent_created",
              "paid",
            ]);
          },
        };
      },
    },
  };
}
