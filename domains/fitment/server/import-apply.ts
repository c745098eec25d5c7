import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/open";
import { fitments, parts } from "@/models";
import type { ImportPlan } from "./import-check";
import { textArrayParam } from "@/lib/db/text-array";

// 1,000 rows of 5 values: 5,000 parameters a statement, well under PostgreSQL's 65,535.
const ROWS_PER_STATEMENT = 1_000;

/**
 * Writes a checked plan in the caller's transaction (ONE for the whole file: a failure anywhere
 * rolls it all back): every accepted row is inserted or, when the part already fits that
 * vehicle at that position, updated; the universal flags are set. Rows the file does not name
 * are left as they are.
 */
export async function applyPlan(tx: Db, plan: ImportPlan): Promise<void> {
  for (let start = 0; start < plan.rows.length; start += ROWS_PER_STATEMENT)
    await tx
      .insert(fitments)
      .values(plan.rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({
        target: [fitments.partId, fitments.vehicleId, fitments.position],
        set: { quantity: sql`excluded.quantity`, note: sql`excluded.note` },
      });
  for (const universal of [true, false]) {
    const ids = [...plan.universal].filter(([, flag]) => flag === universal).map(([id]) => id);
    if (ids.length > 0)
      await tx
        .update(parts)
        .set({ universal })
        .where(sql`${parts.id} = ANY(${textArrayParam(ids)})`);
  }
}

/** The parts whose fitment the plan changes, for their cache tags. */
export const touchedParts = (plan: ImportPlan) =>
  new Set([...plan.rows.map((row) => row.partId), ...plan.universal.keys()]);
