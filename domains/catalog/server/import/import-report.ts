import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import { csvExport, EXPORT_BATCH } from "@/lib/tables/csv-export";
import { partImportLines as lines } from "@/models";
import { lineJsonColumns } from "./import-lines";
import { ownImport } from "./import-service";

const HEADER = Object.keys(lineJsonColumns);

/**
 * `GET /api/parts/import/{importId}/report.csv` (its own admin): every line of the import with
 * what it did (or would do) and why, streamed a batch at a time.
 */
export async function partsImportReport(actor: Actor | null, importId: string) {
  const admin = requireAdmin(actor);
  const db = await getDb();
  await ownImport(db, admin, importId);
  return csvExport({
    header: HEADER,
    nextBatch: (last: { line: number } | undefined) =>
      db
        .select(lineJsonColumns)
        .from(lines)
        .where(and(eq(lines.importId, importId), last ? gt(lines.line, last.line) : undefined))
        .orderBy(asc(lines.line))
        .limit(EXPORT_BATCH),
    record: (row) => [row.line, row.partNumber, row.action, row.changes.join("|"), row.message],
  });
}
