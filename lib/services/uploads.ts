import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { processUploadedImage } from "@/lib/images/process-upload";
import { imageStorage } from "@/lib/storage";
import { readBodyLimited } from "@/lib/http/read-limited";
import { uploadMessages } from "@/lib/validation/spec-texts";
import { UPLOAD_MAX_BYTES } from "@/lib/validation/limits";

/**
 * `POST /api/uploads` (admins): one image in the `image` field, checked and re-encoded, stored
 * under a random name. The answer has the shape the original client read from its image host.
 */
export async function uploadImage(
  actor: Actor | null,
  request: Request,
): Promise<{ success: true; data: { url: string } }> {
  requireAdmin(actor);
  // The form's own overhead (boundaries, headers) on top of the file's 5 MB.
  const bytes = await readBodyLimited(
    request,
    UPLOAD_MAX_BYTES + 64 * 1024,
    uploadMessages.tooLarge,
  );
  let form: FormData;
  try {
    const contentType = request.headers.get("content-type") ?? "";
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError(400, "Send the image as multipart/form-data in a field named image.");
  }
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0)
    throw new AppError(400, "Choose an image file to upload (field image).");
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError(413, uploadMessages.tooLarge);
  const webp = await processUploadedImage(Buffer.from(await file.arrayBuffer()));
  const { url } = await imageStorage().save(webp, "webp");
  return { success: true, data: { url } };
}
