"use client";

import type * as importRoute from "@/app/api/parts/import/route";
import type * as importStatusRoute from "@/app/api/parts/import/[importId]/route";
import type * as importLinesRoute from "@/app/api/parts/import/[importId]/lines/route";
import type { AnswerOf } from "@/lib/http/route";
import { apiFetch } from "@/lib/client/api";

// The parts import's calls from the import screen, each answer typed by its route's declaration.

const importPath = (importId: string) => `/api/parts/import/${encodeURIComponent(importId)}`;

/** What the screen sends: a chosen file (CSV or PIES XML) or pasted CSV text. */
export type PartsImportFile = { kind: "csv" | "pies"; body: Blob | string };

/**
 * POST /api/parts/import with the file itself as the body: a dry run (check only), or the real
 * import. Answers at once with the import's id; the job runs after.
 */
export const startPartsImport = (file: PartsImportFile, { dryRun }: { dryRun: boolean }) =>
  apiFetch<AnswerOf<typeof importRoute.POST>>(`/api/parts/import${dryRun ? "?dryRun=1" : ""}`, {
    method: "POST",
    headers: { "content-type": file.kind === "pies" ? "application/xml" : "text/csv" },
    body: file.body,
  });

export type PartsImportAnswer = AnswerOf<typeof importStatusRoute.GET>;

/** Where the import stands: its state, phase, progress and summary. */
export const getPartsImport = (importId: string) =>
  apiFetch<PartsImportAnswer>(importPath(importId));

/** A page of the import's lines, all of them or of one action (paging headers). */
export const partsImportLinesPath = (importId: string, query: URLSearchParams) =>
  `${importPath(importId)}/lines?${query}`;
export type PartsImportLine = AnswerOf<typeof importLinesRoute.GET>[number];

/** The CSV of every line, for a download link (the session cookie is enough). */
export const partsImportReportPath = (importId: string) => `${importPath(importId)}/report.csv`;
