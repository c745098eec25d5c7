import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { getDb, type Db } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import { sendJob } from "@/lib/jobs/send";
import { isIdText } from "@/lib/validation/text";
import { pageOfRows, type TablePage } from "@/lib/tables/table-page";
import { partImports } from "@/models";
import {
  PART_IMPORT_MAX_MB,
  toPartImportJson,
  type PartImportJson,
  type PartImportLineJson,
  type PartImportLinesQuery,
} from "@/domains/catalog/import/import-json";
import { partImportMessages as messages } from "@/domains/catalog/import/import-texts";
import { storeFile } from "./import-file";
import { assertFileStart } from "./import-source";
import { linesPage } from "./import-lines";

/** The file as the request brings it: its format (from its content type) and its bytes. */
export interface ImportUpload {
  format: "csv" | "pies";
  body: ReadableStream<Uint8Array>;
}

/**
 * `POST /api/parts/import[?dryRun=1]` (admins): keeps the file and queues its import, answering
 * at once; the job checks every line and (unless a dry run) applies the accepted ones.
 */
export async function startPartsImport(
  actor: Actor | null,
  upload: ImportUpload,
  { dryRun }: { dryRun: boolean },
): Promise<{ importId: string }> {
  const admin = requireAdmin(actor);
  const db = await getDb();
  const [created] = await db
    .insert(partImports)
    .values({ ownerUid: admin.uid, format: upload.format, dryRun, fileBytes: 0 })
    .returning({ id: partImports.id });
  const importId = created!.id;
  try {
    // Not one transaction: an upload holds no connection (nor the embedded database) meanwhile.
    const size = await storeFile(db, importId, upload.body, PART_IMPORT_MAX_MB * 1024 * 1024);
    if (size === null) throw new AppError(413, messages.tooLarge(PART_IMPORT_MAX_MB));
    if (size === 0) throw new AppError(400, messages.empty);
    await assertFileStart(db, { id: importId, format: upload.format });
    await db.transaction(async (tx) => {
      await tx.update(partImports).set({ fileBytes: size }).where(eq(partImports.id, importId));
      await sendJob(tx, "partsImport", { importId });
    });
  } catch (error) {
    await db.delete(partImports).where(eq(partImports.id, importId));
    throw error;
  }
  return { importId };
}

/** The import, if it is this admin's own; anyone else's or an unknown one is not found. */
export async function ownImport(db: Db, admin: Actor, importId: string) {
  if (!isIdText(importId)) throw new NotFoundError(messages.notFound);
  const [row] = await db
    .select()
    .from(partImports)
    .where(and(eq(partImports.id, importId), eq(partImports.ownerUid, admin.uid)));
  if (!row) throw new NotFoundError(messages.notFound);
  return row;
}

/** `GET /api/parts/import/{importId}`: its state, progress and counts (its own admin only). */
export async function partsImportStatus(
  actor: Actor | null,
  importId: string,
): Promise<PartImportJson> {
  const admin = requireAdmin(actor);
  return toPartImportJson(await ownImport(await getDb(), admin, importId));
}

/** `GET /api/parts/import/{importId}/lines`: a page of its lines, of one action or all. */
export async function partsImportLines(
  actor: Actor | null,
  importId: string,
  query: PartImportLinesQuery,
): Promise<TablePage<PartImportLineJson>> {
  const admin = requireAdmin(actor);
  const db = await getDb();
  const run = await ownImport(db, admin, importId);
  const rows = await linesPage(db, importId, { action: query.status, ...query });
  const total = query.status
    ? run.summary[query.status]
    : Object.values(run.summary).reduce((sum, count) => sum + count, 0);
  return pageOfRows(rows as PartImportLineJson[], query, { total, estimated: false });
}

/** The admin's own latest imports, newest first (the dashboard's overview lists them). */
export async function recentPartsImports(
  actor: Actor | null,
  limit = 5,
): Promise<PartImportJson[]> {
  const admin = requireAdmin(actor);
  const rows = await (
    await getDb()
  )
    .select()
    .from(partImports)
    .where(eq(partImports.ownerUid, admin.uid))
    .orderBy(desc(partImports.createdAt))
    .limit(limit);
  return rows.map(toPartImportJson);
}
