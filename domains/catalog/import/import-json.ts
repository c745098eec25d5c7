import "@/lib/validation/zod-config";
import { z } from "zod";
import { TABLE_PAGE_SIZES } from "@/lib/tables/table-query";
import { PAGE_MAX, wholeNumberText } from "@/lib/validation/numbers";
import type { PartImportAction, PartImportSummary, partImports } from "@/models";
import type { PartImportColumn } from "./import-columns";

const PART_IMPORT_ACTIONS = ["add", "change", "unchanged", "refused"] as const;
export type PartImportState = "queued" | "running" | "done" | "failed";

/** The largest file an import takes. */
export const PART_IMPORT_MAX_MB = 100;

/** `GET /api/parts/import/{importId}`: where the import stands. */
export interface PartImportJson {
  importId: string;
  state: PartImportState;
  dryRun: boolean;
  format: "csv" | "pies";
  /** `check` reads and judges the lines; `apply` writes the accepted ones. */
  phase: "check" | "apply";
  /** The current phase's lines done, and to do. */
  processed: number;
  total: number;
  summary: PartImportSummary;
  /** A PIES file's elements the import does not read, with how often each came. */
  ignored: Record<string, number>;
  /** A PIES file's version, and the PriceType its prices were read from (LST, else JBR). */
  pies: { version: string | null; priceType: string } | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const toPartImportJson = (row: typeof partImports.$inferSelect): PartImportJson => ({
  importId: row.id,
  state: row.state as PartImportState,
  dryRun: row.dryRun,
  format: row.format as PartImportJson["format"],
  phase: row.phase as PartImportJson["phase"],
  processed: row.processed,
  total: Math.max(row.total, row.processed),
  summary: row.summary,
  ignored: row.ignored,
  pies: row.pies,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** A line of `GET /api/parts/import/{importId}/lines`, numbered as in the file. */
export interface PartImportLineJson {
  line: number;
  partNumber: string;
  action: PartImportAction;
  changes: PartImportColumn[];
  message: string;
}

export const partImportParamsSchema = z.object({
  importId: z.string().max(100, { message: "importId is too long" }),
});

/** `POST /api/parts/import?dryRun=1`: check only, write nothing. */
export const partImportQuerySchema = z.object({
  dryRun: z
    .enum(["1", "true", "0", "false"], { message: "dryRun must be 1 or 0" })
    .optional()
    .transform((value) => value === "1" || value === "true"),
});

export const partImportLinesQuerySchema = z
  .object({
    page: wholeNumberText("page", PAGE_MAX).optional(),
    limit: wholeNumberText("limit", TABLE_PAGE_SIZES.at(-1)!).optional(),
    status: z
      .enum(PART_IMPORT_ACTIONS, {
        message: `status must be one of ${PART_IMPORT_ACTIONS.join(", ")}`,
      })
      .optional(),
  })
  .transform(({ page, limit, status }) => ({ page: page ?? 1, limit: limit ?? 50, status }));
export type PartImportLinesQuery = z.output<typeof partImportLinesQuerySchema>;
