import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached, partTag } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import {
  FITMENT_REPORT_FIRST_LINES,
  type FitmentImportReport,
} from "@/domains/fitment/fitment-report";
import { readFitmentCsv } from "./csv-read";
import { applyPlan, touchedParts } from "./import-apply";
import { checkLines, parseLines } from "./import-check";
import { keepReport } from "./import-reports";
import { loadImportData } from "./import-data";

/**
 * `POST /api/fitment/import[?dryRun=1]` (admins): checks every line of a fitment CSV and
 * reports what each would do; without a dry run, applies the accepted lines in one transaction
 * (refused lines are skipped). A file whose every line is refused applies nothing. The answer
 * carries the counts and the report's first lines; the whole report is kept (in the same
 * transaction as the apply) to be paged through (`fitmentReportLines`).
 */
export async function importFitment(
  actor: Actor | null,
  csvText: string,
  { dryRun }: { dryRun: boolean },
): Promise<FitmentImportReport> {
  const admin = requireAdmin(actor);
  const lines = parseLines(readFitmentCsv(csvText));
  const db = await getDb();
  const plan = checkLines(lines, await loadImportData(db, lines));
  const applied = !dryRun && plan.report.summary.refused < lines.length;
  const kept = await db.transaction(async (tx) => {
    if (applied) await applyPlan(tx, plan);
    return keepReport(tx, admin.uid, { applied, ...plan.report });
  });
  const touched = applied ? touchedParts(plan) : new Set<string>();
  if (touched.size > 0) expireCached(CACHE_TAGS.fitment, ...[...touched].map(partTag));
  return {
    applied,
    summary: plan.report.summary,
    lines: plan.report.lines.slice(0, FITMENT_REPORT_FIRST_LINES),
    lineCount: plan.report.lines.length,
    reportId: kept.id,
    expiresAt: kept.expiresAt.toISOString(),
  };
}
