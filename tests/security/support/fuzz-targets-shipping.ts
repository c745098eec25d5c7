// Fuzz targets of shipping (issue 32): the admin's rates document and the public quote.
import { DEFAULT_SHIPPING_RATES } from "@/domains/shipping";
import { id, optional, text, type FuzzTarget } from "./fuzz-fields";

const ground = "zones.0.services.ground";

export const shippingFuzzTargets: Record<string, FuzzTarget> = {
  "PUT /api/shipping/rates": {
    as: "admin",
    valid: async () => ({
      url: "/api/shipping/rates",
      body: { ...structuredClone(DEFAULT_SHIPPING_RATES) },
    }),
    body: {
      "zones.0.id": id,
      "zones.0.name": text,
      "zones.0.states.0": { kind: "choice" },
      [`${ground}.brackets.0.upToLb`]: { kind: "price" },
      [`${ground}.brackets.0.price`]: { kind: "price" },
      [`${ground}.perLbBeyond`]: { kind: "money" },
      [`${ground}.days.max`]: { kind: "stock" },
      handlingFee: { kind: "money" },
      "oversize.0.surcharge": { kind: "price" },
      defaultWeight: { kind: "price" },
      defaultState: { kind: "choice" },
      cutoffHour: optional({ kind: "stock" }),
    },
  },
  "POST /api/shipping/quote": {
    as: "form",
    valid: async (w) => ({
      url: "/api/shipping/quote",
      body: { address: { zip: "60607", state: "IL" }, lines: [{ partId: w.part.id, quantity: 1 }] },
    }),
    body: {
      "address.zip": optional(text),
      "address.state": optional({ kind: "choice" }),
      "lines.0.partId": id,
      "lines.0.quantity": { kind: "count" },
    },
  },
};
