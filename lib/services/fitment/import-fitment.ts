import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached, partTag } from "@/lib/cache/tags";
import { getDb } from "@/lib/db";
import type { FitmentImportReport } from "@/lib/validation/fitment-csv";
import { readFitmentCsv } from "./csv-read";
import { applyPlan, touchedParts } from "./import-apply";
import { checkLines, parseLines } from "./import-check";
import { loadImportData } from "./import-data";

/**
 * `POST /api/fitment/import[?dryRun=1]` (admins): checks every line of a fitment CSV and
 * reports what each would do; without a dry run, applies the accepted lines in one transaction
 * (refused lines are skipped). A file whose every line is refused applies nothing.
 */
export async function importFitment(
  actor: Actor | null,
  csvText: string,
  { dryRun }: { dryRun: boolean },
): Promise<FitmentImportReport> {
  requireAdmin(actor);
  const lines = parseLines(readFitmentCsv(csvText));
  const db = await getDb();
  const plan = checkLines(lines, await loadImportData(db, lines));
  const accepted = plan.report.summary.refused < lines.length;
  if (dryRun || !accepted) return { applied: false, ...plan.report };
  await applyPlan(db, plan);
  const touched = touchedParts(plan);
  if (touched.size > 0) expireCached(CACHE_TAGS.fitment, ...[...touched].map(partTag));
  return { applied: true, ...plan.report };
}
