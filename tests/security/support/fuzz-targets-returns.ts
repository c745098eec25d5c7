// Fuzz targets of returns (issue 34): opening one, the lists and table, moving one on.
import { id, optional, text, type FuzzTarget } from "./fuzz-fields";
import { aDeliveredOrder, aReturn } from "./routes/returns";

const choice = { kind: "choice" } as const;

export const returnFuzzTargets: Record<string, FuzzTarget> = {
  "POST /api/returns": {
    as: "customer",
    valid: async (w) => ({
      url: "/api/returns",
      body: {
        orderId: (await aDeliveredOrder(w))._id,
        quantity: 1,
        reason: "damaged",
        note: "Box crushed.",
      },
    }),
    body: {
      orderId: id,
      quantity: { kind: "count" },
      reason: choice,
      note: optional(text),
      vehicleId: optional(id),
    },
  },
  "GET /api/returns": {
    as: "admin",
    valid: async () => ({
      url: "/api/returns?page=1&limit=25&q=RMA&order=desc&status=requested&reason=core",
    }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      q: optional({ kind: "search" }),
      order: optional(choice),
      format: optional(choice),
      status: optional(choice),
      reason: optional(choice),
    },
  },
  "GET /api/returns/[id]": {
    as: "customer",
    valid: async (w) => ({ url: `/api/returns/${(await aReturn(w))._id}` }),
    param: "id",
  },
  "PATCH /api/returns/[id]": {
    as: "admin",
    valid: async (w) => ({
      url: `/api/returns/${(await aReturn(w))._id}`,
      body: { status: "rejected", reason: "Used." },
    }),
    body: { status: choice, reason: optional(text) },
    param: "id",
  },
};
