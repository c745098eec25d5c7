"use client";

import type * as importRoute from "@/app/api/fitment/import/route";
import type * as reportLinesRoute from "@/app/api/fitment/import/[reportId]/lines/route";
import type * as partFitmentRoute from "@/app/api/parts/[id]/fitment/route";
import type { AnswerOf, BodyOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

// Fitment administration: a part's fitment list and the CSV import; each answer typed by its
// route's declaration.

export const partFitmentPath = (partId: string) =>
  `/api/parts/${encodeURIComponent(partId)}/fitment`;
export type PartFitmentAnswer = AnswerOf<typeof partFitmentRoute.GET>;

export const replacePartFitment = (partId: string, list: BodyOf<typeof partFitmentRoute.PUT>) =>
  apiFetch<AnswerOf<typeof partFitmentRoute.PUT>>(partFitmentPath(partId), {
    method: "PUT",
    json: list,
  });

/** POST /api/fitment/import with the file's text: a dry run, or the apply. */
export const sendFitmentCsv = (csv: string, { dryRun }: { dryRun: boolean }) =>
  apiFetch<AnswerOf<typeof importRoute.POST>>(`/api/fitment/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: csv,
  });

/** A page of an import's report, all its lines or the refused ones (paging headers). */
export const reportLinesPath = (reportId: string, query: URLSearchParams) =>
  `/api/fitment/import/${encodeURIComponent(reportId)}/lines?${query}`;
export type ReportLine = AnswerOf<typeof reportLinesRoute.GET>[number];
