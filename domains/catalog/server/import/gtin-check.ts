import "server-only";
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { parts } from "@/models";
import { gtinIdentity } from "@/domains/catalog/gtin";
import { gtinTexts } from "@/domains/catalog/gtin-texts";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";
import type { LineOutcome } from "./import-check";

/** The GTIN a judged line would write (an added part's, or a change's), if it sets one. */
function gtinWritten(outcome: LineOutcome): string | null {
  const write = outcome.write;
  if (!write) return null;
  const gtin = "set" in write ? (write.set as { gtin?: unknown }).gtin : write.gtin;
  return typeof gtin === "string" ? gtin : null;
}

// What the unique index compares (gtinIdentity, in SQL).
const storedIdentity = sql<string>`lpad(${parts.gtin}, 14, '0')`;

/**
 * Refuses the lines that would give a part a GTIN another part has, in the shop or on an earlier
 * line of the file (`earlier`: GTIN identity → the part number that took it), in any length, so
 * the apply never meets the unique index.
 */
export async function refuseTakenGtins(
  db: Db,
  outcomes: LineOutcome[],
  earlier: Map<string, string>,
): Promise<LineOutcome[]> {
  const wanted = outcomes
    .map(gtinWritten)
    .filter((gtin): gtin is string => gtin !== null)
    .map(gtinIdentity);
  const holders = wanted.length
    ? await db
        .select({ identity: storedIdentity, partNumber: parts.partNumber })
        .from(parts)
        .where(and(isNotNull(parts.gtin), inArray(storedIdentity, wanted)))
    : [];
  const heldBy = new Map(holders.map((row) => [row.identity, row.partNumber]));
  return outcomes.map((outcome) => {
    const gtin = gtinWritten(outcome);
    if (gtin === null) return outcome;
    const identity = gtinIdentity(gtin);
    const holder = earlier.get(identity) ?? heldBy.get(identity);
    if (holder !== undefined && holder !== outcome.partNumber)
      return {
        ...outcome,
        action: "refused",
        changes: [],
        message: messages.cellProblem("gtin", gtinTexts.taken),
        write: null,
      };
    earlier.set(identity, outcome.partNumber);
    return outcome;
  });
}
