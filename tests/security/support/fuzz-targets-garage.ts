// Fuzz targets of My Garage (issue 33): its page and search, an add by vehicle or VIN, a removal.
import { optional, text, type FuzzTarget } from "./fuzz-fields";
import { freshVin, inGarage } from "./routes/garage";

export const garageFuzzTargets: Record<string, FuzzTarget> = {
  "GET /api/garage": {
    as: "customer",
    valid: async () => ({ url: "/api/garage?page=1&limit=50&q=van" }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      q: optional({ kind: "search" }),
    },
  },
  // The VIN's way: every value a VIN cannot be falls back on the vehicle's way, and is refused.
  "POST /api/garage": {
    as: "customer",
    valid: async () => ({ url: "/api/garage", body: { vin: freshVin() } }),
    body: { vin: text },
  },
  "DELETE /api/garage/[vehicleId]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/garage/${await inGarage(w.callers.customer.uid)}` }),
    param: "id",
  },
};
