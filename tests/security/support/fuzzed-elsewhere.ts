// Routes that take input the JSON fuzzer cannot reach, each with where its bad input is tested.
import { garageFuzzedElsewhere } from "./fuzz-targets-garage";

/** Routes that take input but are fuzzed differently, and why. */
export const fuzzedElsewhere: Record<string, string> = {
  ...garageFuzzedElsewhere,
  "GET /api/[...unknown]": "any path answers 404 JSON: input-fuzzing.test.ts fuzzes its paths",
  "POST /api/[...unknown]": "as GET",
  "PUT /api/[...unknown]": "as GET",
  "PATCH /api/[...unknown]": "as GET",
  "DELETE /api/[...unknown]": "as GET",
  "GET /api/auth/[...nextauth]": "Auth.js's own handler (not JSON): fuzzed for never-5xx only",
  "POST /api/auth/[...nextauth]": "as GET",
  "POST /api/uploads": "multipart, not JSON: input-fuzzing.test.ts sends it broken forms",
  "POST /api/webhooks/stripe": "a raw, signed body: input-fuzzing.test.ts sends it garbage",
  "POST /api/fitment/import":
    "a CSV text, not JSON: import-dry-run.test.ts sends it broken files, bad lines and wrong types",
  "POST /api/parts/import":
    "a CSV or PIES file, not JSON: catalog-import's tests send it broken files, bad lines and wrong types",
  "GET /api/parts/import/[importId]/report.csv":
    "its only input is the import's id, checked as GET /api/parts/import/[importId] checks it (fuzzed there; import-calls.test.ts sends it a NUL)",
  "GET /api/parts/[id]/fitment":
    "its only input is the part's id, checked as GET /api/parts/[id] checks it (fuzzed there)",
  "GET /api/orders/[id]/invoice":
    "its only input is the order's id, checked as GET /api/orders/[id] checks it (fuzzed there)",
  "GET /api/checkout/[checkoutId]/invoice":
    "its only input is the checkout's id, checked as GET /api/checkout/[checkoutId] checks it (fuzzed there)",
  "GET /api/companies/[id]/members":
    "its only input is the company's id (not the last path segment, which the fuzzer replaces), checked as PATCH /api/companies/[id] checks it (fuzzed there)",
  "GET /api/invoices/[id]/pdf":
    "its only input is the invoice's id (not the last path segment, which the fuzzer replaces): an unknown or malformed one is a 404 or 400 (billing's invoice tests)",
  "GET /api/companies/[id]/approvals":
    "its only input is the company's id (not the last path segment), checked as PATCH /api/companies/[id] checks it (fuzzed there)",
  "POST /api/checkout/[checkoutId]/approve":
    "its only input is the checkout's id (not the last path segment), checked as GET /api/checkout/[checkoutId] checks it (fuzzed there)",
  "POST /api/lists/[id]/to-cart":
    "its only input is the list's id (not the last path segment, which the fuzzer replaces), checked by the schema of GET /api/lists/[id] (fuzzed there; lists tests send bad ids)",
  "PUT /api/companies/[id]/prices":
    "a CSV text, not JSON: company-prices/price-list.test.ts sends it broken files, bad lines, unknown parts and wrong types",
  "GET /api/companies/[id]/prices":
    "its only input is the company's id (not the last path segment, which the fuzzer replaces), checked as PATCH /api/companies/[id] checks it (fuzzed there)",
  "GET /api/returns/[id]/label":
    "its only input is the return's id (not the last path segment), checked as GET /api/returns/[id] checks it (fuzzed there)",
  "GET /api/orders/[id]/events":
    "its only input is the order's id (not the last path segment, which the fuzzer replaces), checked as GET /api/orders/[id] checks it (fuzzed there; order-events tests send bad ids)",
};
