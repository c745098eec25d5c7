import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { processUploadedImage } from "@/lib/images/process-upload";
import { imageStorage } from "@/lib/storage";

/**
 * `POST /api/uploads` (admins): one image, checked and re-encoded, stored under a random name.
 * The answer has the shape the original client read from its image host.
 */
export async function uploadImage(
  actor: Actor | null,
  image: Buffer,
): Promise<{ success: true; data: { url: string } }> {
  requireAdmin(actor);
  const webp = await processUploadedImage(image);
  const { url } = await (await imageStorage()).save(webp, "webp");
  return { success: true, data: { url } };
}

/** `GET /uploads/{name}` (anyone): the stored bytes of an uploaded image, or null. */
export async function uploadedImage(name: string): Promise<Buffer | null> {
  return (await imageStorage()).read(name);
}
