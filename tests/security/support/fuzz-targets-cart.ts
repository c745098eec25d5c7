// Fuzz targets of the cart (issue 15): a line's part, quantity and vehicle, alone or in a list; and
// the vehicle's "ordered before" (its id is not the last segment: only its valid call is sent).
import * as f from "./fixtures";
import { id, optional, type FuzzTarget } from "./fuzz-fields";
import { matrixVehicle as fuzzVehicle } from "./routes/vehicles";

export const cartFuzzTargets: Record<string, FuzzTarget> = {
  "PUT /api/cart/lines": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/cart/lines",
      body: { partId: w.part.id, quantity: w.part.minOrderQty, vehicleId: await fuzzVehicle() },
    }),
    body: { partId: id, quantity: { kind: "count" }, vehicleId: optional(id) },
  },
  "POST /api/cart/lines": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/cart/lines",
      body: {
        lines: [
          { partId: w.part.id, quantity: w.part.minOrderQty, vehicleId: await fuzzVehicle() },
        ],
      },
    }),
    body: {
      "lines.0.partId": id,
      "lines.0.quantity": { kind: "count" },
      "lines.0.vehicleId": optional(id),
    },
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
  "GET /api/garage/[vehicleId]/orders": {
    as: "customer",
    valid: async () => ({ url: `/api/garage/${await fuzzVehicle()}/orders` }),
  },
  "DELETE /api/cart/lines/[partId]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/cart/lines/${w.part.id}` }),
    param: "id",
  },
};
