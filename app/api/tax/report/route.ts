import { route } from "@/lib/http/route";
import { csvDownload } from "@/lib/http/table-answers";
import { taxReport, taxReportCsv } from "@/domains/tax/server";
import { taxReportQuerySchema } from "@/domains/tax";

// Tax collected, taxable and exempt sales per state over a period, for filing (shop admins).
export const GET = route(
  { access: "admin", query: taxReportQuerySchema },
  async ({ actor, query }) => {
    if (query.format === "csv")
      return csvDownload(
        `tax-report-${query.from}-${query.to}.csv`,
        await taxReportCsv(actor, query),
      );
    return taxReport(actor, query);
  },
);
