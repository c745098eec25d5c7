import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { csvExport } from "@/lib/tables/csv-export";
import type { TaxReportQuery } from "@/domains/tax/tax-report";
import type { TaxReportFiguresJson } from "@/domains/tax/tax-report-json";
import { taxScreenTexts as t } from "@/domains/tax/tax-screen-texts";
import { taxReport } from "./tax-report";

type Line = TaxReportFiguresJson & { state: string };

const money = (dollars: number) => dollars.toFixed(2);

const record = (line: Line) => [
  line.state,
  line.orders,
  money(line.taxableSales),
  money(line.exemptSales),
  money(line.taxCollected),
  money(line.shippingCollected),
];

/** `GET /api/tax/report?format=csv`: the report's columns, a row per state and the totals row. */
export async function taxReportCsv(actor: Actor | null, query: TaxReportQuery) {
  const report = await taxReport(actor, query);
  const lines: Line[] = [...report.states, { state: t.totalRow, ...report.totals }];
  return csvExport<Line>({
    header: [...t.reportColumns],
    // The report is one batch: at most a row per state.
    nextBatch: async (last) => (last ? [] : lines),
    record,
  });
}
