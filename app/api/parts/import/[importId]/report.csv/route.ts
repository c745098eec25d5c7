import { route } from "@/lib/http/route";
import { csvDownload } from "@/lib/http/table-answers";
import { partsImportReport } from "@/domains/catalog/server";
import { partImportParamsSchema } from "@/domains/catalog";

export const GET = route(
  { access: "admin", params: partImportParamsSchema },
  async ({ actor, params }) =>
    csvDownload(`import-${params.importId}.csv`, await partsImportReport(actor, params.importId)),
);
