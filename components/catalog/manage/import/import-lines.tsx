"use client";

import { useId, useState } from "react";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { cardLabel, DataTableFrame } from "@/components/ui/data-table-frame";
import { TablePager } from "@/components/ui/server-table/table-pager";
import { partImportScreenTexts as texts } from "@/domains/catalog/import/import-screen-texts";
import type { PartsImportAnswer } from "@/domains/catalog/client";
import { TABLE_PAGE_SIZE } from "@/lib/tables/table-query";
import { type LineAction, type LinesPlace, useImportLines } from "./use-import-lines";
import { formatCount } from "@/lib/number-format";

const BADGE: Record<LineAction, string> = {
  add: "badge-success",
  change: "badge-info",
  unchanged: "badge-ghost",
  refused: "badge-error",
};
// The refused lines first: they are the ones an admin has to act on.
const FILTERS: Array<LineAction | null> = [null, "refused", "add", "change", "unchanged"];
const [LINE, PART_NUMBER, ACTION, MESSAGE] = texts.lineColumns;

const filterLabel = (action: LineAction | null) =>
  action ? texts.summaryLabels[action] : texts.filterAll;

/** The import's lines a page at a time (all, or of one action), each with why. */
export function ImportLines({ run }: { run: PartsImportAnswer }) {
  const name = useId();
  const [place, setPlace] = useState<LinesPlace>({ action: null, page: 1, limit: TABLE_PAGE_SIZE });
  const { data, error, loading, retry } = useImportLines(run.importId, place);
  const { summary } = run;
  const count = (action: LineAction | null) =>
    action ? summary[action] : summary.add + summary.change + summary.unchanged + summary.refused;
  return (
    <div className="flex flex-col gap-3">
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{texts.filterLegend}</legend>
        <div className="join flex-wrap">
          {FILTERS.map((action) => (
            <input
              key={action ?? "all"}
              type="radio"
              name={name}
              className="join-item btn btn-sm"
              aria-label={`${filterLabel(action)} (${formatCount(count(action))})`}
              checked={place.action === action}
              onChange={() => setPlace({ ...place, action, page: 1 })}
            />
          ))}
        </div>
      </fieldset>
      {error && !data ? <ErrorState message={error.message} onRetry={retry} /> : null}
      {data?.rows.length === 0 ? (
        <p className="text-base-content/70">
          {place.action ? texts.noLinesOf(filterLabel(place.action)) : texts.noLines}
        </p>
      ) : null}
      {data?.rows.length || (!data && !error) ? (
        <div>
          <DataTableFrame
            caption={texts.linesCaption}
            columns={texts.lineColumns}
            loading={!data}
            refreshing={loading && data !== undefined}
            cards
          >
            {data?.rows.map((line) => (
              <tr key={line.line} data-testid="import-line">
                <td {...cardLabel(LINE)}>{formatCount(line.line)}</td>
                <td className="break-words" {...cardLabel(PART_NUMBER)}>
                  {line.partNumber}
                </td>
                <td {...cardLabel(ACTION)}>
                  <span className={`badge badge-sm ${BADGE[line.action]}`}>
                    {texts.summaryLabels[line.action]}
                  </span>
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
    </div>
  );
}
