import "server-only";
import sharp, { type Metadata } from "sharp";
import { AppError } from "@/lib/errors";
import { uploadMessages } from "@/domains/catalog";
import { UPLOAD_MAX_PIXELS } from "@/lib/validation/limits";

/** What we accept, by what the bytes are (sharp reads the header), never by name or MIME type. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);
const MAX_SIDE = 1600;

/**
 * Checks an uploaded file and re-encodes it: a JPEG, PNG, WebP, GIF or AVIF of at most 40
 * megapixels, turned upright, shrunk to at most 1600 px on its longest side and written as
 * WebP. Re-encoding drops every piece of metadata (EXIF, GPS, comments) and anything that is
 * not pixels.
 */
export async function processUploadedImage(bytes: Buffer): Promise<Buffer> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError(400, uploadMessages.notAnImage);
  }
  const format = metadata.format ?? "";
  // HEIF covers AVIF; a HEIC photo (HEVC) is a different codec we do not take.
  if (!ACCEPTED_FORMATS.has(format) || (format === "heif" && metadata.compression !== "av1"))
    throw new AppError(400, uploadMessages.notAnImage);
  // Checked from the header before any pixel is decoded: a tiny file may claim huge dimensions.
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > UPLOAD_MAX_PIXELS)
    throw new AppError(400, uploadMessages.tooManyPixels);
  try {
    return await sharp(bytes, {
      limitInputPixels: UPLOAD_MAX_PIXELS,
      failOn: "truncated",
      animated: false,
    })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(400, uploadMessages.unreadable);
  }
}
