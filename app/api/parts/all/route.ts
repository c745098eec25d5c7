import { route } from "@/lib/http/route";
import { csvDownload, pagedList } from "@/lib/http/table-answers";
import { exportPartsCsv } from "@/domains/catalog/server";
import { partsTablePage } from "@/domains/catalog/server";
import { partsTableQuerySchema } from "@/domains/catalog";

// Manage Products' own call: always one page (or its CSV). GET /api/parts keeps the contract's
// array, the shop's paging and the finder.
export const GET = route(
  { access: "admin", query: partsTableQuerySchema },
  async ({ actor, query }) => {
    if (query.csv)
      return csvDownload("products.csv", await exportPartsCsv(actor, query.filters, query.sort));
    return pagedList(await partsTablePage(actor, query));
  },
);
