// Fuzz targets of buying on account (issue 31): the Invoices table, recording a bank payment and
// declining a checkout. Their ids are not the last path segment: see fuzzedElsewhere.
import { optional, text, type FuzzTarget } from "./fuzz-fields";
import { anInvoice, awaitingCheckout } from "./routes/billing";

const choice = optional({ kind: "choice" });

export const billingFuzzTargets: Record<string, FuzzTarget> = {
  "GET /api/invoices": {
    as: "admin",
    valid: async () => ({ url: "/api/invoices?page=1&limit=25&q=INV&order=desc&status=open" }),
    query: {
      page: optional({ kind: "count" }),
      limit: optional({ kind: "count" }),
      q: optional({ kind: "search" }),
      order: choice,
      format: choice,
      status: choice,
    },
  },
  "POST /api/invoices/[id]/payments": {
    as: "admin",
    valid: async (w) => ({
      url: `/api/invoices/${(await anInvoice(w)).id}/payments`,
      body: { amount: 100, reference: "Wire 9", receivedAt: "2026-01-05" },
    }),
    body: { amount: { kind: "price" }, reference: text, receivedAt: { kind: "day" } },
  },
  "POST /api/checkout/[checkoutId]/decline": {
    as: "customer",
    valid: async (w) => ({
      url: `/api/checkout/${(await awaitingCheckout(w)).checkoutId}/decline`,
      body: { reason: "Over budget." },
    }),
    body: { reason: text },
  },
};
