"use client";

import { apiResponse } from "@/lib/client/api";

/**
 * Reads a streamed CSV answer chunk by chunk, telling `onRows` how many data rows (lines after
 * the header) have arrived, and hands it to the browser as a download. A quoted cell may hold a
 * line break, so the count is of lines: close enough for progress, never used as a figure.
 */
export async function downloadCsv(
  url: string,
  fileName: string,
  onRows: (rows: number) => void,
  signal: AbortSignal,
): Promise<number> {
  const response = await apiResponse(url, { signal });
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    for (const byte of value) if (byte === 10) lines += 1;
    onRows(Math.max(0, lines - 1));
  }
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: "text/csv" }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
  return Math.max(0, lines - 1);
}
