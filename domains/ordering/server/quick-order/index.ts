import "server-only";
// Quick order (issue 15): lines of "part number, quantity", pasted or from a CSV file, each
// checked against the catalog. Reads only: the cart is filled by the buyer's next click.
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { getDb } from "@/lib/db";
import type { QuickOrderJson } from "@/domains/ordering/quick-order";
import { asBuyerPaysByKey, closestNumbers, partsByKey } from "./match";
import { parseQuickOrder } from "./parse";
import { judgeLines, resolveLine } from "./validate";

/**
 * `POST /api/quick-order`: one verdict per non-blank line (a header line is skipped), in the
 * text's order, from two set-based queries whatever the number of lines: the parts of every
 * number, then the closest numbers of every unknown one. Prices are the buyer's (their company's).
 */
export async function validateQuickOrder(
  actor: Actor | null,
  text: string,
): Promise<QuickOrderJson> {
  const user = requireUser(actor);
  const parsed = parseQuickOrder(text);
  const keys = new Set<string>();
  for (const line of parsed) {
    if (line.key) keys.add(line.key);
    if (line.whole?.key) keys.add(line.whole.key);
  }
  const db = await getDb();
  const byKey = await asBuyerPaysByKey(db, user.uid, await partsByKey(db, [...keys]));
  const resolved = parsed.map((line) => resolveLine(line, byKey));
  const unknown = new Set(
    resolved.filter((line) => line.found.length === 0).map((line) => line.key),
  );
  const closest = await closestNumbers(db, [...unknown]);
  return { lines: judgeLines(resolved, closest) };
}
