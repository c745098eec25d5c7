import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { partImports } from "@/models";
import { piesMessages } from "@/domains/catalog/import/pies-texts";
import { csvLineBatches, type FileLine } from "./csv-lines";
import { fileChunks } from "./import-file";
import { readPies } from "./pies-read";

type ImportFile = { id: string; format: string };

async function wholeText(db: Db, importId: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of fileChunks(db, importId)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The file's lines, `size` at a time, whatever its format: a CSV file's as they are read; a PIES
 * file's Items, once the whole document is read (its version, price type and the elements it
 * ignores are kept with the import then).
 */
export async function* lineBatches(
  db: Db,
  file: ImportFile,
  size: number,
): AsyncGenerator<FileLine[]> {
  if (file.format === "csv") {
    yield* csvLineBatches(fileChunks(db, file.id), size);
    return;
  }
  const { items, ignored, version, priceType } = readPies(await wholeText(db, file.id));
  await db
    .update(partImports)
    .set({ ignored, pies: { version, priceType }, total: items.length })
    .where(eq(partImports.id, file.id));
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

// What may come before the root element: the XML declaration, comments, processing instructions.
const PROLOG = String.raw`^(?:\s|<\?[\s\S]*?\?>|<!--[\s\S]*?-->)*`;
const DOCTYPE = new RegExp(`${PROLOG}<!DOCTYPE`, "i");
const ROOT = new RegExp(String.raw`${PROLOG}<(?:[\w.-]+:)?([\w.-]+)`);

/**
 * What can be told of a file at once, so the upload is a 400 then: a CSV file's header and first
 * line; a PIES file's root element (the rest is read by the job).
 */
export async function assertFileStart(db: Db, file: ImportFile): Promise<void> {
  if (file.format === "csv") {
    const batches = csvLineBatches(fileChunks(db, file.id), 1);
    await batches.next();
    await batches.return(undefined);
    return;
  }
  const first = await fileChunks(db, file.id).next();
  const start = first.done ? "" : first.value.subarray(0, 64 * 1024).toString("utf8");
  const text = start.replace(/^\uFEFF/, "");
  if (DOCTYPE.test(text)) throw new AppError(400, piesMessages.doctype);
  const root = ROOT.exec(text)?.[1] ?? "none";
  if (root !== "PIES") throw new AppError(400, piesMessages.notPies(root));
}
