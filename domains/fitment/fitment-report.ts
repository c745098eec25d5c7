import "@/lib/validation/zod-config";
import { z } from "zod";
import { TABLE_PAGE_SIZES } from "@/lib/tables/table-query";
import { PAGE_MAX, wholeNumberText } from "@/lib/validation/numbers";

/** What a line of the file does (or would do, in a dry run). */
const FITMENT_IMPORT_STATUSES = ["add", "change", "unchanged", "refused"] as const;
export type FitmentImportStatus = (typeof FITMENT_IMPORT_STATUSES)[number];

/** The summary's count of each status. */
export const SUMMARY_KEYS = {
  add: "added",
  change: "changed",
  unchanged: "unchanged",
  refused: "refused",
} as const satisfies Record<FitmentImportStatus, string>;
export type FitmentImportSummary = Record<(typeof SUMMARY_KEYS)[FitmentImportStatus], number>;

/** A line of the report, numbered as in the file (the header is line 1). */
export interface FitmentImportLine {
  line: number;
  status: FitmentImportStatus;
  partNumber: string;
  message: string;
}

/** Lines an import's answer carries; the rest are read a page at a time. */
export const FITMENT_REPORT_FIRST_LINES = 50;
/** How long a report can be paged through after its import. */
export const FITMENT_REPORT_KEPT_MINUTES = 60;

/**
 * `POST /api/fitment/import`'s answer: the counts, the report's first lines, and where the rest
 * are: `GET /api/fitment/import/{reportId}/lines` (admins; the import's own admin) until
 * `expiresAt`.
 */
export interface FitmentImportReport {
  applied: boolean;
  summary: FitmentImportSummary;
  lines: FitmentImportLine[];
  /** Every line of the report, `lines` being the first of them. */
  lineCount: number;
  reportId: string;
  expiresAt: string;
}

export const fitmentReportParamsSchema = z.object({
  reportId: z.string().max(100, { message: "reportId is too long" }),
});

/** `GET /api/fitment/import/{reportId}/lines`: a page of the lines, of one status or all. */
export const fitmentReportLinesQuerySchema = z
  .object({
    page: wholeNumberText("page", PAGE_MAX).optional(),
    limit: wholeNumberText("limit", TABLE_PAGE_SIZES.at(-1)!).optional(),
    status: z
      .enum(FITMENT_IMPORT_STATUSES, {
        message: `status must be one of ${FITMENT_IMPORT_STATUSES.join(", ")}`,
      })
      .optional(),
  })
  .transform(({ page, limit, status }) => ({
    page: page ?? 1,
    limit: limit ?? FITMENT_REPORT_FIRST_LINES,
    status,
  }));
export type FitmentReportLinesQuery = z.output<typeof fitmentReportLinesQuerySchema>;
