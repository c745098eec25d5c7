"use client";

import type { FitmentImportReport } from "@/domains/fitment";

/** The lines applying the report would write: those that add or change something. */
export const linesToApply = (report: FitmentImportReport) =>
  report.summary.added + report.summary.changed;
