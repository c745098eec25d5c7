"use client";

import { partImportScreenTexts as texts } from "@/domains/catalog/import/import-screen-texts";
import type { PartsImportAnswer } from "@/domains/catalog/client";
import { formatCount } from "@/lib/number-format";

type Summary = PartsImportAnswer["summary"];

/** The import's counts: new, changed, unchanged and refused lines. */
export function ImportSummary({ summary }: { summary: Summary }) {
  const entries = Object.entries(texts.summaryLabels) as Array<[keyof Summary, string]>;
  return (
    <dl className="stats stats-vertical border border-base-300 bg-base-100 sm:stats-horizontal">
      {entries.map(([action, label]) => (
        <div key={action} className="stat">
          <dt className="stat-title">{label}</dt>
          <dd className="stat-value text-2xl" data-testid={`summary-${action}`}>
            {formatCount(summary[action])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
