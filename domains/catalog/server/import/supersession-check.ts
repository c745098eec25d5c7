import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { partNumberKey } from "@/lib/text";
import { parts } from "@/models";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";

/** The chains of the numbers a batch's lines replace, as the shop holds them now. */
export async function storedChains(db: Db, numbers: string[]): Promise<Map<string, string[]>> {
  const keys = [...new Set(numbers.map(partNumberKey))];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: parts.partNumberKey, chain: parts.supersedesKeys })
    .from(parts)
    .where(inArray(parts.partNumberKey, keys));
  return new Map(rows.map((row) => [row.key, row.chain]));
}

/**
 * Every number a part replaces, down the chain: the numbers it names, and those each of them
 * replaces (an earlier line of the file, else the shop). A chain that comes back to the part
 * itself is a cycle, and the line is refused.
 */
export function replacedChain(
  partNumber: string,
  replaced: string[],
  chainOf: (key: string) => string[] | undefined,
): { keys: string[] } | { problem: string } {
  const own = partNumberKey(partNumber);
  const direct = replaced.map(partNumberKey);
  if (direct.includes(own)) return { problem: messages.replacesItself };
  const keys = new Set(direct);
  for (const key of direct) for (const older of chainOf(key) ?? []) keys.add(older);
  if (keys.has(own)) return { problem: messages.supersessionCycle(partNumber) };
  return { keys: [...keys] };
}
