"use client";

import { useId, useState } from "react";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { cardLabel, DataTableFrame } from "@/components/ui/data-table-frame";
import { TablePager } from "@/components/ui/server-table/table-pager";
import { fitmentAdminTexts as texts } from "@/domains/fitment";
import {
  FITMENT_REPORT_FIRST_LINES,
  type FitmentImportReport,
  type FitmentImportStatus,
} from "@/domains/fitment";
import { useReportLines, type ReportPlace } from "./use-report-lines";
import { formatCount } from "@/lib/number-format";

const BADGE: Record<FitmentImportStatus, string> = {
  add: "badge-success",
  change: "badge-info",
  unchanged: "badge-ghost",
  refused: "badge-error",
};
const [LINE, STATUS, PART_NUMBER, MESSAGE] = texts.reportColumns;

function Summary({ summary }: { summary: FitmentImportReport["summary"] }) {
  const entries = Object.entries(texts.summaryLabels) as Array<[keyof typeof summary, string]>;
  return (
    <dl className="stats stats-vertical border border-base-300 bg-base-100 sm:stats-horizontal">
      {entries.map(([key, label]) => (
        <div key={key} className="stat">
          <dt className="stat-title">{label}</dt>
          <dd className="stat-value text-2xl" data-testid={`summary-${key}`}>
            {formatCount(summary[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A dry run's or an apply's report: the counts, then its lines a page at a time with their
 * status and why (all of them, or the refused ones only).
 */
export function ImportReport({ report }: { report: FitmentImportReport }) {
  const filterId = useId();
  const [place, setPlace] = useState<ReportPlace>({
    page: 1,
    limit: FITMENT_REPORT_FIRST_LINES,
    refusedOnly: false,
  });
  const { data, error, loading, retry } = useReportLines(report, place);
  return (
    <section aria-labelledby={`${filterId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${filterId}-heading`} className="text-xl font-bold">
        {report.applied ? texts.appliedHeading : texts.dryRunHeading}
      </h2>
      <Summary summary={report.summary} />
      <label htmlFor={filterId} className="label cursor-pointer justify-start gap-2">
        <input
          id={filterId}
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={place.refusedOnly}
          onChange={(event) => setPlace({ ...place, page: 1, refusedOnly: event.target.checked })}
        />
        <span>{texts.refusedOnly}</span>
      </label>
      {error && !data ? <ErrorState message={error.message} onRetry={retry} /> : null}
      {data?.rows.length === 0 && place.page === 1 ? (
        <p className="text-base-content/70">{texts.noRefused}</p>
      ) : null}
      {data?.rows.length || (!data && !error) ? (
        <div>
          <DataTableFrame
            caption={texts.reportCaption}
            columns={texts.reportColumns}
            loading={!data}
            refreshing={loading && data !== undefined}
            cards
          >
            {data?.rows.map((line) => (
              <tr key={line.line} data-testid="import-line">
                <td {...cardLabel(LINE)}>{line.line}</td>
                <td {...cardLabel(STATUS)}>
                  <span className={`badge badge-sm ${BADGE[line.status]}`}>
                    {texts.statusLabels[line.status]}
                  </span>
                </td>
                <td className="break-words" {...cardLabel(PART_NUMBER)}>
                  {line.partNumber}
                </td>
                <td className="min-w-48 break-words" {...cardLabel(MESSAGE)}>
                  {line.message}
                </td>
              </tr>
            ))}
          </DataTableFrame>
          {data ? (
            <TablePager
              {...data}
              limit={place.limit}
              rowsOnPage={data.rows.length}
              onPage={(page) => setPlace({ ...place, page })}
              onLimit={(limit) => setPlace({ ...place, page: 1, limit })}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
