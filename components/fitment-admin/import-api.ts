"use client";

import { apiFetch } from "@/lib/client/api";
import type { FitmentImportReport } from "@/lib/validation/fitment-report";

/** POST /api/fitment/import with the file's text: a dry run, or the apply. */
export const sendFitmentCsv = (csv: string, { dryRun }: { dryRun: boolean }) =>
  apiFetch<FitmentImportReport>(`/api/fitment/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });

/** The lines applying the report would write: those that add or change something. */
export const linesToApply = (report: FitmentImportReport) =>
  report.summary.added + report.summary.changed;
