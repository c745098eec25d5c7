import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import { exportReturnsCsv, requestReturn, returnsPage } from "@/domains/returns/server";
import { returnRequestSchema, returnsQuerySchema } from "@/domains/returns";

// The buyer (or their company's admin) opens a return of a delivered order.
export const POST = route(
  { access: "user", body: returnRequestSchema, status: 201 },
  ({ actor, body }) => requestReturn(actor, body),
);

// The caller's returns (their company's too for its admin), or the shop admins' Returns table.
export const GET = route(
  { access: "user", query: returnsQuerySchema },
  async ({ actor, query }) => {
    if (query.csv) return csvDownload("returns.csv", await exportReturnsCsv(actor, query));
    return pagedList(await returnsPage(actor, query));
  },
);
