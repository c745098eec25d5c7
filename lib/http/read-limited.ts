import "server-only";
import { AppError } from "@/lib/errors";

/**
 * Reads a request body, but never more than `maxBytes`: a body without a content-length (or one
 * that lies about it) is cut off and refused with 413 as soon as it passes the limit.
 */
export async function readBodyLimited(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new AppError(413, tooLargeMessage);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new AppError(413, tooLargeMessage);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as UTF-8 text, read with the same limit. */
export async function readTextLimited(
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<string> {
  return new TextDecoder().decode(await readBodyLimited(request, maxBytes, tooLargeMessage));
}
