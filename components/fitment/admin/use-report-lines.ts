"use client";

import useSWR from "swr";
import { fetchTablePage, type TablePageData } from "@/components/ui/server-table/use-table-page";
import { reportLinesPath, type ReportLine } from "@/domains/fitment/client";
import type { FitmentImportLine, FitmentImportReport } from "@/domains/fitment";

export interface ReportPlace {
  page: number;
  limit: number;
  refusedOnly: boolean;
}

/** The lines an answer already holds, as a page (the answer held the whole report, or page 1). */
function pageOfAnswer(
  report: FitmentImportReport,
  { page, limit, refusedOnly }: ReportPlace,
): TablePageData<FitmentImportLine> | null {
  const whole = report.lines.length >= report.lineCount;
  if (!whole && (refusedOnly || page !== 1 || limit > report.lines.length)) return null;
  const lines = refusedOnly
    ? report.lines.filter((line) => line.status === "refused")
    : report.lines;
  const total = whole ? lines.length : report.lineCount;
  return {
    rows: lines.slice((page - 1) * limit, page * limit),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    estimated: false,
  };
}

/**
 * A page of an import's report: from the answer when it holds those lines, else from
 * `GET /api/fitment/import/{reportId}/lines` (the previous page stays on show while it loads).
 */
export function useReportLines(report: FitmentImportReport, place: ReportPlace) {
  const local = pageOfAnswer(report, place);
  const query = new URLSearchParams({ page: String(place.page), limit: String(place.limit) });
  if (place.refusedOnly) query.set("status", "refused");
  const url = reportLinesPath(report.reportId, query);
  const remote = useSWR<TablePageData<ReportLine>, Error>(
    local ? null : url,
    fetchTablePage<ReportLine>,
    { keepPreviousData: true },
  );
  return local
    ? { data: local, error: undefined, loading: false, retry: () => undefined }
    : {
        data: remote.data,
        error: remote.error,
        loading: remote.isValidating,
        retry: () => void remote.mutate(),
      };
}
