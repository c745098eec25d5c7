"use client";

import { useRef, useState } from "react";
import { toast } from "sonner";
import { tableTexts } from "@/lib/tables/table-texts";
import { downloadCsv } from "./read-csv-download";

type ExportState =
  { kind: "idle" } | { kind: "running"; rows: number } | { kind: "done"; rows: number };

/** Exports the table's current search and filters as CSV, showing the rows as they arrive. */
export function CsvExportButton({
  path,
  apiQuery,
  fileName,
  total,
}: {
  /** The table's API call and its query: the export is the same call, all pages, as CSV. */
  path: string;
  apiQuery: string;
  fileName: string;
  /** The table's total, for the progress bar; none when it is only an estimate. */
  total: number | undefined;
}) {
  const [state, setState] = useState<ExportState>({ kind: "idle" });
  const running = useRef<AbortController | null>(null);

  async function start() {
    const query = new URLSearchParams(apiQuery);
    query.delete("page");
    query.delete("limit");
    query.set("format", "csv");
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: "running", rows: 0 });
    try {
      const rows = await downloadCsv(
        `${path}?${query.toString()}`,
        fileName,
        (sofar) => setState({ kind: "running", rows: sofar }),
        controller.signal,
      );
      setState({ kind: "done", rows });
    } catch (error) {
      setState({ kind: "idle" });
      if (!controller.signal.aborted) toast.error((error as Error).message);
    }
  }

  return (
    <div className="flex flex-col items-start gap-1">
      {state.kind === "running" ? (
        <button type="button" className="btn btn-sm" onClick={() => running.current?.abort()}>
          {tableTexts.cancelExport}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          // Nothing to export when the search and filters find no rows.
          disabled={total === 0}
          onClick={() => void start()}
        >
          {tableTexts.exportCsv}
        </button>
      )}
      <div aria-live="polite" className="text-xs">
        {state.kind === "running" ? (
          <>
            <progress
              className="progress progress-primary w-40"
              aria-label={tableTexts.exporting(state.rows)}
              value={total ? state.rows : undefined}
              max={total || undefined}
            />
            <span className="block">{tableTexts.exporting(state.rows)}</span>
          </>
        ) : null}
        {state.kind === "done" ? tableTexts.exported(state.rows) : null}
      </div>
    </div>
  );
}
