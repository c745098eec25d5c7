import "server-only";
import { and, sql } from "drizzle-orm";
import { getDb, type Db } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { textArray } from "@/lib/db/text-array";
import { partPath } from "@/domains/catalog/part-number";
import { parts } from "@/models";

/** No other part replaces this one: the last of a chain A → B → C. */
export const notReplaced = sql`NOT EXISTS (SELECT 1 FROM parts AS later WHERE later.supersedes_keys @> ARRAY[${parts.partNumberKey}])`;

/**
 * The page of the part sold now in place of one of these numbers (keys, the preferred first),
 * or null when none is replaced: the last part of its chain.
 */
export async function replacementPath(keys: string[]): Promise<string | null> {
  if (keys.length === 0) return null;
  const rows = await (
    await getDb()
  )
    .select({
      partNumber: parts.partNumber,
      productName: parts.productName,
      replaced: parts.supersedesKeys,
    })
    .from(parts)
    .where(and(sql`${parts.supersedesKeys} && ${textArray(keys)}`, notReplaced));
  for (const key of keys) {
    const replacing = rows.find((row) => row.replaced.includes(key));
    if (replacing) return partPath(replacing);
  }
  return null;
}

/** A part replaced by another: the part sold now in its place (the last of its chain). */
interface Replacement {
  replacedId: string;
  replacedNumber: string;
  currentId: string;
  currentNumber: string;
}

/** For each of these parts that another part replaces, the part sold now in its place. */
export async function currentReplacements(
  db: Db,
  partIds: string[],
): Promise<Map<string, Replacement>> {
  if (partIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT old.id AS "replacedId", old.part_number AS "replacedNumber",
      ${parts.id} AS "currentId", ${parts.partNumber} AS "currentNumber"
    FROM parts AS old JOIN ${parts} ON ${parts.supersedesKeys} @> ARRAY[old.part_number_key]
    WHERE old.id = ANY(${textArray(partIds)}) AND ${notReplaced}`);
  return new Map(rowsOf<Replacement>(result).map((row) => [row.replacedId, row]));
}
