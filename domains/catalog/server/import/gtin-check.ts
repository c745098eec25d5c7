import "server-only";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { parts } from "@/models";
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

/**
 * Refuses the lines that would give a part a GTIN another part has, in the shop or on an earlier
 * line of the file (`earlier`: GTIN → the part number that took it), so the apply never meets
 * the unique index.
 */
export async function refuseTakenGtins(
  db: Db,
  outcomes: LineOutcome[],
  earlier: Map<string, string>,
): Promise<LineOutcome[]> {
  const wanted = outcomes.map(gtinWritten).filter((gtin): gtin is string => gtin !== null);
  const holders = wanted.length
    ? await db
        .select({ gtin: parts.gtin, partNumber: parts.partNumber })
        .from(parts)
        .where(and(isNotNull(parts.gtin), inArray(parts.gtin, wanted)))
    : [];
  const heldBy = new Map(holders.map((row) => [row.gtin!, row.partNumber]));
  return outcomes.map((outcome) => {
    const gtin = gtinWritten(outcome);
    if (gtin === null) return outcome;
    const holder = earlier.get(gtin) ?? heldBy.get(gtin);
    if (holder !== undefined && holder !== outcome.partNumber)
      return {
        ...outcome,
        action: "refused",
        changes: [],
        message: messages.cellProblem("gtin", gtinTexts.taken),
        write: null,
      };
    earlier.set(gtin, outcome.partNumber);
    return outcome;
  });
}
