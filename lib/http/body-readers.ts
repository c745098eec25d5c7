import "server-only";
import { AppError } from "@/lib/errors";
import { bodyTooLarge, UPLOAD_MAX_BYTES } from "@/lib/validation/limits";
import { uploadMessages } from "@/domains/catalog";
import { readBodyLimited, readTextLimited } from "./read-limited";
import type { BodyReader } from "./route-input";

/** A signed payload: the exact text sent (never re-encoded) and the header that signs it. */
export const signedText =
  (
    maxBytes: number,
    signatureHeader: string,
  ): BodyReader<{ payload: string; signature: string | null }> =>
  async (request) => ({
    payload: await readTextLimited(request, maxBytes, bodyTooLarge(maxBytes)),
    signature: request.headers.get(signatureHeader),
  });

// The form's own overhead (boundaries, part headers) on top of the file's limit.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** One image file sent as multipart/form-data in the field `field`, as bytes. */
export const uploadedImage =
  (field: string): BodyReader<Buffer> =>
  async (request) => {
    const bytes = await readBodyLimited(
      request,
      UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      uploadMessages.tooLarge,
    );
    let form: FormData;
    try {
      const contentType = request.headers.get("content-type") ?? "";
      form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    } catch {
      throw new AppError(400, `Send the image as multipart/form-data in a field named ${field}.`);
    }
    const file = form.get(field);
    if (!(file instanceof File) || file.size === 0)
      throw new AppError(400, `Choose an image file to upload (field ${field}).`);
    if (file.size > UPLOAD_MAX_BYTES) throw new AppError(413, uploadMessages.tooLarge);
    return Buffer.from(await file.arrayBuffer());
  };

/**
 * A CSV file sent as the body itself (text/csv, or text/plain), at most `maxBytes`: a form or
 * JSON is not a CSV file, whatever it holds (415).
 */
export const csvText =
  (maxBytes: number, messages: { notCsv: string; tooLarge: string }): BodyReader<string> =>
  async (request) => {
    const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "text/csv" && type !== "text/plain") throw new AppError(415, messages.notCsv);
    return readTextLimited(request, maxBytes, messages.tooLarge);
  };
