// Fuzz targets of the cart (issue 15): a line's part and quantity, alone or in a list.
import * as f from "./fixtures";
import { id, type FuzzTarget } from "./fuzz-fields";

export const cartFuzzTargets: Record<string, FuzzTarget> = {
  "PUT /api/cart/lines": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/cart/lines",
      body: { partId: w.part.id, quantity: w.part.minOrderQty },
    }),
    body: { partId: id, quantity: { kind: "count" } },
  },
  "POST /api/cart/lines": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/cart/lines",
      body: { lines: [{ partId: w.part.id, quantity: w.part.minOrderQty }] },
    }),
    body: { "lines.0.partId": id, "lines.0.quantity": { kind: "count" } },
  },
  "POST /api/cart/preview": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/cart/preview",
      body: { lines: [{ partId: w.part.id, quantity: w.part.minOrderQty }] },
    }),
    body: { "lines.0.partId": id, "lines.0.quantity": { kind: "count" } },
  },
  "POST /api/cart/reorder": {
    as: "customer",
    valid: async (w) => ({ url: "/api/cart/reorder", body: { orderId: (await f.anOrder(w))._id } }),
    body: { orderId: id },
  },
  "DELETE /api/cart/lines/[partId]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/cart/lines/${w.part.id}` }),
    param: "id",
  },
};
