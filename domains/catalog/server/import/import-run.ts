import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { logger } from "@/lib/log";
import { partImportChunks, partImports, users, type PartImportSummary } from "@/models";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";
import { stockChanged } from "../stock";
import { rereadRetiredKeys } from "../retired-pages";
import { applyNextBatch } from "./import-apply";
import { checkLines, newFileMemory, PIES_NEW_PART_DEFAULTS } from "./import-check";
import { estimatedLines } from "./import-file";
import { lineBatches } from "./import-source";
import { countActions, forgetOutcomes, keepOutcomes } from "./import-lines";

/** Lines judged, and lines written, per batch (each batch one transaction). */
const CHECK_BATCH = 1_000;
const APPLY_BATCH = 1_000;

type PartImport = typeof partImports.$inferSelect;

const update = (db: Db, importId: string, values: Partial<PartImport>) =>
  db.update(partImports).set(values).where(eq(partImports.id, importId));

/**
 * Reads and judges every line (again from the start when a restart cut it short: it writes only
 * the report). Then the apply, unless a dry run, is to do the accepted lines.
 */
async function checkPhase(db: Db, run: PartImport) {
  await forgetOutcomes(db, run.id);
  // A PIES file's count of Items is known once it is read (lineBatches sets it then).
  const estimate = run.format === "csv" ? (await estimatedLines(db, run.id)) - 1 : 0;
  await update(db, run.id, { processed: 0, total: estimate });
  const defaults = run.format === "pies" ? PIES_NEW_PART_DEFAULTS : {};
  const memory = newFileMemory();
  const summary: PartImportSummary = { add: 0, change: 0, unchanged: 0, refused: 0 };
  let processed = 0;
  for await (const batch of lineBatches(db, run, CHECK_BATCH)) {
    const outcomes = await checkLines(db, batch, memory, defaults);
    await keepOutcomes(db, run.id, outcomes);
    for (const { action } of outcomes) summary[action] += 1;
    processed += batch.length;
    await update(db, run.id, { processed, summary });
  }
  await update(db, run.id, { processed, total: processed, summary });
  if (!run.dryRun)
    await update(db, run.id, { phase: "apply", processed: 0, total: summary.add + summary.change });
}

/**
 * The shop's lists (the `parts` tag: which parts there are, their order, the filters) are
 * expired at most this often while an apply runs, and once at its end. Each batch expires its
 * own parts' pages at once; but a feed writes a batch a second, and expiring the lists each time
 * would have every shop page rendered again on every visit while it runs.
 */
const LISTS_EXPIRY_MS = 30_000;

/** Writes the accepted lines not yet written, a batch at a time; the shop's pages follow. */
async function applyPhase(db: Db, importId: string, ownerUid: string) {
  const [owner] = await db
    .select({ uid: users.uid, name: users.name })
    .from(users)
    .where(eq(users.uid, ownerUid));
  if (!owner) throw new AppError(404, messages.notFound);
  let listsChanged = false;
  let listsExpiredAt = performance.now();
  try {
    for (;;) {
      const batch = await applyNextBatch(db, importId, owner, APPLY_BATCH);
      if (batch.lines === 0) return;
      stockChanged(batch.touched);
      listsChanged ||= batch.refiled;
      if (listsChanged && performance.now() - listsExpiredAt >= LISTS_EXPIRY_MS) {
        expireCached(CACHE_TAGS.parts);
        [listsChanged, listsExpiredAt] = [false, performance.now()];
      }
    }
  } finally {
    // Also when a batch failed: those before it are written.
    if (listsChanged) expireCached(CACHE_TAGS.parts);
    // A `retired` column may have retired parts or sold them again: their pages' status.
    await rereadRetiredKeys();
  }
}

async function finish(db: Db, importId: string, values: Partial<PartImport>) {
  await db.delete(partImportChunks).where(eq(partImportChunks.importId, importId));
  await update(db, importId, { ...values, finishedAt: new Date() });
}

/**
 * The parts import's job: check, then (unless a dry run) apply. Picks up where a restart left
 * it: a check starts over, an apply goes on after the lines already written. A file that cannot
 * be read fails the import with the reason; any other error fails it with a general one (what
 * was written stays written, each batch whole).
 */
export async function runPartsImport(db: Db, importId: string): Promise<void> {
  const [run] = await db.select().from(partImports).where(eq(partImports.id, importId));
  if (!run || run.state === "done" || run.state === "failed") return;
  try {
    await update(db, importId, { state: "running" });
    if (run.phase === "check") await checkPhase(db, run);
    if (!run.dryRun) await applyPhase(db, importId, run.ownerUid);
    await finish(db, importId, { state: "done", summary: await countActions(db, importId) });
  } catch (error) {
    const known = error instanceof AppError;
    if (!known) logger.error({ err: error, importId }, "The parts import failed");
    await finish(db, importId, {
      state: "failed",
      error: known ? error.message : messages.failed,
      summary: await countActions(db, importId),
    });
  }
}
