import { route } from "@/lib/http/route";
import { pagedList } from "@/lib/http/table-answers";
import { partsImportLines } from "@/domains/catalog/server";
import { partImportLinesQuerySchema, partImportParamsSchema } from "@/domains/catalog";

// A page of an import's lines, with the admin tables' paging headers.
export const GET = route(
  { access: "admin", params: partImportParamsSchema, query: partImportLinesQuerySchema },
  async ({ actor, params, query }) =>
    pagedList(await partsImportLines(actor, params.importId, query)),
);
