import { jsonAnswer, route } from "@/lib/http/route";
import { csvDownload, pagingHeaders } from "@/lib/http/table-answers";
import { exportPartsCsv } from "@/domains/catalog/server";
import { createPart, findParts } from "@/domains/catalog/server";
import { newPartSchema } from "@/domains/catalog";
import { partsQuerySchema } from "@/domains/catalog";

const asksForCsv = (request: Request) => new URL(request.url).searchParams.get("format") === "csv";

// Still an array when paged; the page's place in the whole travels in headers. The CSV export
// of a filter is for admins, so only that request reads who calls.
export const GET = route(
  { access: "public", query: partsQuerySchema, identifies: asksForCsv },
  async ({ actor, query }) => {
    if (query.csv)
      return csvDownload(
        "products.csv",
        await exportPartsCsv(actor, query.filters, query.listOrder),
      );
    const { parts, paging } = await findParts(query);
    if (!paging) return parts;
    return jsonAnswer(parts, { headers: pagingHeaders(paging) });
  },
);

export const POST = route(
  { access: "admin", body: newPartSchema, status: 201 },
  ({ actor, body }) => createPart(actor, body),
);
