import { route } from "@/lib/http/route";
import { pagedList } from "@/lib/http/table-answers";
import { fitmentReportLines } from "@/domains/fitment/server";
import { fitmentReportLinesQuerySchema, fitmentReportParamsSchema } from "@/domains/fitment";

// A page of a fitment import's report, with the admin tables' paging headers.
export const GET = route(
  { access: "admin", params: fitmentReportParamsSchema, query: fitmentReportLinesQuerySchema },
  async ({ actor, params, query }) =>
    pagedList(await fitmentReportLines(actor, params.reportId, query)),
);
