// Rows of the route table (see ../route-table.ts): the shipping rates (shop admins) and the
// public quote (anyone; it keeps nothing).
import { DEFAULT_SHIPPING_RATES } from "@/domains/shipping";
import type { World } from "../fixtures";
import { adminOnly, everyone, type RouteRow } from "../route-row";
import { exempt } from "./kit";

const isTheDefaultTable = (body: unknown) => expect(body).toEqual(DEFAULT_SHIPPING_RATES);

export function shippingRows(w: World): Record<string, RouteRow> {
  return {
    "GET /api/shipping/rates": {
      statuses: adminOnly(200),
      request: async () => ({ url: "/api/shipping/rates", ok: isTheDefaultTable }),
    },
    // Saving the default table again: the world's rates stay as every other row expects them.
    "PUT /api/shipping/rates": {
      statuses: adminOnly(200),
      cookie: "admin",
      request: async () => ({
        url: "/api/shipping/rates",
        body: DEFAULT_SHIPPING_RATES,
        ok: isTheDefaultTable,
      }),
    },
    "POST /api/shipping/quote": {
      statuses: everyone(200),
      cookie: exempt("a quote keeps nothing"),
      request: async () => ({
        url: "/api/shipping/quote",
        body: { address: { zip: "60607" }, lines: [{ partId: w.part.id, quantity: 1 }] },
        ok: (body) =>
          expect(
            (body as { options: { service: string }[] }).options.map((o) => o.service),
          ).toEqual(["ground", "express"]),
      }),
    },
  };
}
