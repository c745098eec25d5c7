"use client";

import { useId, useState } from "react";
import { DataTableFrame } from "@/components/ui/data-table-frame";
import {
  fitmentAdminTexts as texts,
  type FitmentImportReport,
  type FitmentImportStatus,
} from "@/lib/validation/fitment-csv";

// A 50,000-line report would freeze the page as one table; the refused filter finds the rest.
const SHOWN_MAX = 500;

const BADGE: Record<FitmentImportStatus, string> = {
  add: "badge-success",
  change: "badge-info",
  unchanged: "badge-ghost",
  refused: "badge-error",
};

function Summary({ summary }: { summary: FitmentImportReport["summary"] }) {
  const entries = Object.entries(texts.summaryLabels) as Array<[keyof typeof summary, string]>;
  return (
    <dl className="stats stats-vertical border border-base-300 bg-base-100 sm:stats-horizontal">
      {entries.map(([key, label]) => (
        <div key={key} className="stat">
          <dt className="stat-title">{label}</dt>
          <dd className="stat-value text-2xl" data-testid={`summary-${key}`}>
            {summary[key].toLocaleString("en-US")}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A dry run's or an apply's report: the counts, then each line with its status and why. */
export function ImportReport({ report }: { report: FitmentImportReport }) {
  const filterId = useId();
  const [refusedOnly, setRefusedOnly] = useState(false);
  const lines = refusedOnly
    ? report.lines.filter((line) => line.status === "refused")
    : report.lines;
  const shown = lines.slice(0, SHOWN_MAX);
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
          checked={refusedOnly}
          onChange={(event) => setRefusedOnly(event.target.checked)}
        />
        <span>{texts.refusedOnly}</span>
      </label>
      {shown.length === 0 ? (
        <p className="text-base-content/70">{texts.noRefused}</p>
      ) : (
        <DataTableFrame caption={texts.reportCaption} columns={texts.reportColumns} loading={false}>
          {shown.map((line) => (
            <tr key={line.line} data-testid="import-line">
              <td>{line.line}</td>
              <td>
                <span className={`badge badge-sm ${BADGE[line.status]}`}>
                  {texts.statusLabels[line.status]}
                </span>
              </td>
              <td className="whitespace-nowrap">{line.partNumber}</td>
              <td className="min-w-64">{line.message}</td>
            </tr>
          ))}
        </DataTableFrame>
      )}
      {lines.length > shown.length ? (
        <p className="text-sm text-base-content/70">
          {texts.shownLines(shown.length, lines.length)}
        </p>
      ) : null}
    </section>
  );
}
