import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { partImportLines as lines, type PartImportAction } from "@/models";
import type { LineOutcome } from "./import-check";

// A cell may carry a NUL (the line is refused for it), which no text column can hold.
const storable = (text: string) => text.replaceAll("\u0000", "\uFFFD");

/** Keeps a batch of judged lines, in one statement. */
export async function keepOutcomes(db: Db, importId: string, outcomes: LineOutcome[]) {
  if (outcomes.length === 0) return;
  const rows = outcomes.map((outcome) => ({
    ...outcome,
    partNumber: storable(outcome.partNumber),
    message: storable(outcome.message),
  }));
  await db.execute(
    sql`INSERT INTO ${lines} (import_id, line, part_number, action, changes, message, write)
        SELECT ${importId}, l.line, l."partNumber", l.action,
          ARRAY(SELECT jsonb_array_elements_text(l.changes)), l.message, l.write
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS l(line int, "partNumber" text, action text, changes jsonb, message text, write jsonb)`,
  );
}

export async function forgetOutcomes(db: Db, importId: string) {
  await db.delete(lines).where(eq(lines.importId, importId));
}

/** Each action's count among an import's lines. */
export async function countActions(db: Db, importId: string) {
  const counts = await db
    .select({ action: lines.action, count: sql<number>`count(*)::int` })
    .from(lines)
    .where(eq(lines.importId, importId))
    .groupBy(lines.action);
  const summary: Record<PartImportAction, number> = { add: 0, change: 0, unchanged: 0, refused: 0 };
  for (const { action, count } of counts) summary[action] = count;
  return summary;
}

/** What a line answers (its JSON, and the report's columns in this order). */
export const lineJsonColumns = {
  line: lines.line,
  partNumber: lines.partNumber,
  action: lines.action,
  changes: lines.changes,
  message: lines.message,
};

/** A page of the lines in file order, all or those of one action. */
export async function linesPage(
  db: Db,
  importId: string,
  { action, page, limit }: { action?: PartImportAction; page: number; limit: number },
) {
  return db
    .select(lineJsonColumns)
    .from(lines)
    .where(and(eq(lines.importId, importId), action ? eq(lines.action, action) : undefined))
    .orderBy(asc(lines.line))
    .limit(limit)
    .offset((page - 1) * limit);
}
