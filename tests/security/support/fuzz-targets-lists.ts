// Fuzz targets of shared lists (issue 31): a list's name, a line's part and quantity, and the
// ids in their paths. POST /api/lists/[id]/to-cart takes only the list's id, before its last
// segment: see fuzzedElsewhere.
import { id, text, type FuzzTarget } from "./fuzz-fields";
import { customersList } from "./routes/lists";

export const listFuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/lists": {
    as: "customer",
    valid: async () => ({ url: "/api/lists", body: { name: "Fuzz list" } }),
    body: { name: text },
  },
  "GET /api/lists/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/lists/${await customersList(w)}` }),
    param: "id",
  },
  "PATCH /api/lists/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/lists/${await customersList(w)}`, body: { name: "Fuzz" } }),
    body: { name: text },
    param: "id",
  },
  "DELETE /api/lists/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/lists/${await customersList(w)}` }),
    param: "id",
  },
  "PUT /api/lists/[id]/lines": {
    as: "customer",
    valid: async (w) => ({
      url: `/api/lists/${await customersList(w)}/lines`,
      body: { partId: w.part.id, quantity: w.part.minOrderQty },
    }),
    body: { partId: id, quantity: { kind: "count" } },
  },
  "DELETE /api/lists/[id]/lines/[partId]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/lists/${await customersList(w)}/lines/${w.part.id}` }),
    param: "id",
  },
};
