"use client";

import { cardLabel, DataTableFrame } from "@/components/ui/data-table-frame";
import { garageScreenTexts as t } from "@/domains/fitment";
import type { FleetImportLine, FleetImportReport } from "@/domains/fitment/client";

const BADGE: Record<FleetImportLine["status"], string> = {
  added: "badge-success",
  unchanged: "badge-ghost",
  refused: "badge-error",
};

const COLUMNS = [t.lineColumn, t.vin, t.statusColumn, t.reasonColumn];

/** A fleet file's report: the counts, then every line with its VIN, result and reason. */
export function FleetImportReportView({ report }: { report: FleetImportReport }) {
  return (
    <section aria-labelledby="fleet-report-title" className="flex flex-col gap-3">
      <h3 id="fleet-report-title" className="text-lg font-bold">
        {t.reportTitle}
      </h3>
      <p data-testid="fleet-report-counts">
        {t.reportCounts(report.added, report.unchanged, report.refused)}
      </p>
      <DataTableFrame caption={t.reportCaption} columns={COLUMNS} loading={false} cards>
        {report.lines.map((line) => (
          <tr key={line.line} data-testid="fleet-report-line">
            <td {...cardLabel(t.lineColumn)}>{line.line}</td>
            <td {...cardLabel(t.vin)} className="font-mono break-all">
              {line.vin}
            </td>
            <td {...cardLabel(t.statusColumn)}>
              <span className={`badge badge-sm ${BADGE[line.status]}`}>
                {t.statusLabels[line.status]}
              </span>
            </td>
            <td {...cardLabel(t.reasonColumn)}>{line.reason ?? ""}</td>
          </tr>
        ))}
      </DataTableFrame>
    </section>
  );
}
