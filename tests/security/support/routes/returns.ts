// Rows of the route table (see ../route-table.ts): returns (RMAs), opened by the order's buyer,
// read by them and the shop's admins, moved on by the admins.
import { eq } from "drizzle-orm";
import type { ReturnJson } from "@/domains/returns";
import { getDb } from "@/lib/db";
import { orders } from "@/models";
import { callApi } from "../../../helpers/api-routes";
import * as f from "../fixtures";
import type { World } from "../fixtures";
import { adminOnly, anyUser, statuses, type RouteRow } from "../route-row";

/** A paid order of the customer's, marked delivered (shipped just now). */
export async function aDeliveredOrder(w: World) {
  const { order } = await f.aPaidOrder(w);
  await (await getDb()).update(orders).set({ shipped: true }).where(eq(orders.id, order._id));
  return order;
}

/** A return the customer opened of a delivered order. */
export async function aReturn(w: World): Promise<ReturnJson> {
  const order = await aDeliveredOrder(w);
  const answer = await callApi("POST", "/api/returns", {
    url: "/api/returns",
    headers: w.callers.headers.customer,
    body: { orderId: order._id, quantity: 1, reason: "defective" },
  });
  if (answer.status !== 201) throw new Error(`return: ${JSON.stringify(answer.body)}`);
  return answer.body as ReturnJson;
}

/** The buyer and the shop's admins read a return; anyone else finds none. */
const buyerOrAdmin = (status: number) => statuses(status, 404, status, 404);
const isPdf = (body: unknown) => expect(String(body).startsWith("%PDF")).toBe(true);

export function returnRows(w: World): Record<string, RouteRow> {
  return {
    "POST /api/returns": {
      // Only the buyer (or their company's admin): anyone else's order is not found.
      statuses: statuses(201, 404, 404, 404),
      cookie: "customer",
      request: async () => {
        const order = await aDeliveredOrder(w);
        return {
          url: "/api/returns",
          body: { orderId: order._id, quantity: 1, reason: "not-needed", note: "Not needed." },
          ok: (body) =>
            expect(body).toMatchObject({ orderId: order._id, status: "requested", refund: null }),
        };
      },
    },
    "GET /api/returns": {
      statuses: anyUser(200),
      request: async () => ({
        url: "/api/returns",
        ok: (body) => expect(body).toBeInstanceOf(Array),
      }),
    },
    "GET /api/returns/[id]": {
      statuses: buyerOrAdmin(200),
      request: async () => {
        const row = await aReturn(w);
        return {
          url: `/api/returns/${row._id}`,
          ok: (body) =>
            expect(body).toMatchObject({ _id: row._id, timeline: [{ status: "requested" }] }),
        };
      },
    },
    "PATCH /api/returns/[id]": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => {
        const row = await aReturn(w);
        return {
          url: `/api/returns/${row._id}`,
          body: { status: "approved" },
          ok: (body) => expect(body).toMatchObject({ _id: row._id, status: "approved" }),
        };
      },
    },
    "GET /api/returns/[id]/label": {
      statuses: buyerOrAdmin(200),
      request: async () => ({ url: `/api/returns/${(await aReturn(w))._id}/label`, ok: isPdf }),
    },
    "GET /api/returns/fitment-review": {
      statuses: adminOnly(200),
      request: async () => ({
        url: "/api/returns/fitment-review",
        ok: (body) => expect(body).toBeInstanceOf(Array),
      }),
    },
  };
}
