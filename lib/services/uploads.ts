import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { AppError } from "@/lib/errors";
import { processUploadedImage } from "@/lib/images/process-upload";
import { imageStorage } from "@/lib/storage";
import { UPLOAD_MAX_BYTES } from "@/lib/validation/messages";

export const TOO_LARGE = `The file is too large: at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * `POST /api/uploads` (admins): one image in the `image` field, checked and re-encoded, stored
 * under a random name. The answer has the shape the original client read from its image host.
 */
export async function uploadImage(
  actor: Actor | null,
  request: Request,
): Promise<{ success: true; data: { url: string } }> {
  requireAdmin(actor);
  // Refused before the body is read when the client says how large it is.
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > UPLOAD_MAX_BYTES + 64 * 1024) throw new AppError(413, TOO_LARGE);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new AppError(400, "Send the image as multipart/form-data in a field named image.");
  }
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0)
    throw new AppError(400, "Choose an image file to upload (field image).");
  if (file.size > UPLOAD_MAX_BYTES) throw new AppError(413, TOO_LARGE);
  const webp = await processUploadedImage(Buffer.from(await file.arrayBuffer()));
  const { url } = await imageStorage().save(webp, "webp");
  return { success: true, data: { url } };
}
