import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { previewCart } from "@/domains/ordering/server";
import {
  toListJson,
  toListWithLinesJson,
  type ListJson,
  type ListWithLinesJson,
} from "@/domains/lists/list-json";
import { partListLines, partLists } from "@/models";

type ListRow = typeof partLists.$inferSelect;
type LineRow = typeof partListLines.$inferSelect;

/** The lines of these lists, in the order they were first added, by list. */
async function linesOf(db: Db | Tx, listIds: string[]): Promise<Map<string, LineRow[]>> {
  const byList = new Map<string, LineRow[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await db
    .select()
    .from(partListLines)
    .where(inArray(partListLines.listId, listIds))
    .orderBy(asc(partListLines.addedAt), asc(partListLines.partId));
  for (const row of rows) byList.get(row.listId)!.push(row);
  return byList;
}

/**
 * Each list's lines judged against their parts as they are now, exactly as a cart's lines are
 * (`previewCart`: price and price break, MOQ, multiples, stock, retirement), with the total.
 */
async function judgedLists(db: Db, rows: ListRow[], uid: string) {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return Promise.all(
    rows.map(async (row) => {
      const own = lines.get(row.id)!;
      const saved = new Map(own.map((line) => [line.partId, line.savedUnitPriceCents]));
      return { row, judged: await previewCart(own, uid), saved };
    }),
  );
}

/** Lists as JSON: each with its line count and today's total. */
export const listsJson = async (db: Db, rows: ListRow[], uid: string): Promise<ListJson[]> =>
  (await judgedLists(db, rows, uid)).map(({ row, judged }) => toListJson(row, judged));

/**
 * One list as JSON with its lines, read after a change has committed: `previewCart` reads
 * through the shared connection, which a transaction still open would hold (PGlite) or hide its
 * rows from.
 */
export async function listJson(db: Db, listId: string, uid: string): Promise<ListWithLinesJson> {
  const [row] = await db.select().from(partLists).where(eq(partLists.id, listId));
  if (!row) throw new NotFoundError("List");
  const [one] = await judgedLists(db, [row], uid);
  return toListWithLinesJson(one!.row, one!.judged, one!.saved);
}
