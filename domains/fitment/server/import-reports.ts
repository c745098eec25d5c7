import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { Db } from "@/lib/db/open";
import { NotFoundError } from "@/lib/errors";
import { pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { isIdText } from "@/lib/validation/text";
import {
  FITMENT_REPORT_KEPT_MINUTES,
  SUMMARY_KEYS,
  type FitmentImportLine,
  type FitmentImportSummary,
  type FitmentReportLinesQuery,
} from "@/domains/fitment/fitment-report";
import { fitmentImportReportLines as reportLines, fitmentImportReports as reports } from "@/models";

/** The newest reports an admin keeps (with the one being written): older ones make room. */
const KEPT_PER_ADMIN = 5;
// One JSON parameter a statement, whatever the lines hold; 100,000 lines in ten statements.
const LINES_PER_STATEMENT = 10_000;

// A cell may carry a NUL (the line is refused for it), which no text column can hold.
const storable = (text: string) => text.replaceAll("\u0000", "\uFFFD");

/**
 * Keeps an import's report for FITMENT_REPORT_KEPT_MINUTES, in the caller's transaction, so
 * any instance can page through it; drops the expired ones and the admin's oldest.
 */
export async function keepReport(
  tx: Db,
  ownerUid: string,
  report: { applied: boolean; summary: FitmentImportSummary; lines: FitmentImportLine[] },
): Promise<{ id: string; expiresAt: Date }> {
  await tx.execute(
    sql`DELETE FROM ${reports} WHERE ${reports.expiresAt} <= now() OR ${reports.id} IN (SELECT ${reports.id} FROM ${reports} WHERE ${reports.ownerUid} = ${ownerUid} ORDER BY ${reports.createdAt} DESC OFFSET ${KEPT_PER_ADMIN - 1})`,
  );
  const [kept] = await tx
    .insert(reports)
    .values({
      ownerUid,
      applied: report.applied,
      summary: report.summary,
      lineCount: report.lines.length,
      expiresAt: sql`now() + make_interval(mins => ${FITMENT_REPORT_KEPT_MINUTES})`,
    })
    .returning({ id: reports.id, expiresAt: reports.expiresAt });
  for (let start = 0; start < report.lines.length; start += LINES_PER_STATEMENT) {
    const batch = report.lines
      .slice(start, start + LINES_PER_STATEMENT)
      .map(({ line, status, partNumber, message }, index) => ({
        seq: start + index + 1,
        line,
        status,
        partNumber: storable(partNumber),
        message: storable(message),
      }));
    await tx.execute(
      sql`INSERT INTO ${reportLines} (report_id, seq, line, status, part_number, message)
        SELECT ${kept!.id}, l.seq, l.line, l.status, l."partNumber", l.message
        FROM jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
          AS l(seq int, line int, status text, "partNumber" text, message text)`,
    );
  }
  return kept!;
}

/**
 * `GET /api/fitment/import/{reportId}/lines`: a page of a kept report's lines, in file order,
 * all of them or those of one status. Only the admin who ran the import reads it; anyone
 * else's, an unknown or an expired report is not found.
 */
export async function fitmentReportLines(
  actor: Actor | null,
  reportId: string,
  query: FitmentReportLinesQuery,
): Promise<TablePage<FitmentImportLine>> {
  const admin = requireAdmin(actor);
  if (!isIdText(reportId)) throw new NotFoundError("Import report");
  const db = await getDb();
  const [report] = await db
    .select({ lineCount: reports.lineCount, summary: reports.summary })
    .from(reports)
    .where(
      and(
        eq(reports.id, reportId),
        eq(reports.ownerUid, admin.uid),
        gt(reports.expiresAt, sql`now()`),
      ),
    );
  if (!report) throw new NotFoundError("Import report");
  const rows = await db
    .select({
      line: reportLines.line,
      status: reportLines.status,
      partNumber: reportLines.partNumber,
      message: reportLines.message,
    })
    .from(reportLines)
    .where(
      and(
        eq(reportLines.reportId, reportId),
        query.status ? eq(reportLines.status, query.status) : undefined,
      ),
    )
    .orderBy(asc(reportLines.seq))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const total = query.status ? report.summary[SUMMARY_KEYS[query.status]] : report.lineCount;
  return pageOfRows(rows as FitmentImportLine[], query, { total, estimated: false });
}
