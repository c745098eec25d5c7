import "server-only";
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "@/lib/db";
import { partImportChunks } from "@/models";

/** The file is kept in pieces this large: no piece, read or written, holds the whole file. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Stores a request's body as the import's file, a piece at a time as it arrives, and answers
 * its size; past `maxBytes` it stops and answers null (the caller drops the import).
 */
export async function storeFile(
  db: Db,
  importId: string,
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<number | null> {
  let size = 0;
  let seq = 0;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await db.insert(partImportChunks).values({ importId, seq, bytes: Buffer.concat(pending) });
    seq += 1;
    pending = [];
    pendingBytes = 0;
  };
  for await (const piece of body as unknown as AsyncIterable<Uint8Array>) {
    size += piece.byteLength;
    if (size > maxBytes) return null;
    pending.push(piece);
    pendingBytes += piece.byteLength;
    if (pendingBytes >= CHUNK_BYTES) await flush();
  }
  await flush();
  return size;
}

/** The import's file, a piece at a time, in order. */
export async function* fileChunks(db: Db, importId: string): AsyncGenerator<Buffer> {
  for (let seq = -1; ;) {
    const [chunk] = await db
      .select({ seq: partImportChunks.seq, bytes: partImportChunks.bytes })
      .from(partImportChunks)
      .where(and(eq(partImportChunks.importId, importId), gt(partImportChunks.seq, seq)))
      .orderBy(asc(partImportChunks.seq))
      .limit(1);
    if (!chunk) return;
    seq = chunk.seq;
    yield chunk.bytes;
  }
}

/** How many lines the file has, about (quoted cells may hold line breaks): the first estimate. */
export async function estimatedLines(db: Db, importId: string): Promise<number> {
  let breaks = 0;
  let last = 10;
  for await (const chunk of fileChunks(db, importId)) {
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) breaks += 1;
    last = chunk.at(-1) ?? last;
  }
  return breaks + (last === 10 ? 0 : 1);
}
