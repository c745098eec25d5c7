// Image fixtures made with sharp (real files, not stubs) and calls to the upload routes with a
// multipart body, which callRoute (strings and JSON only) cannot send. Like callRoute, they run
// the handler inside a request scope (request-scope.ts), so Auth.js reads the request's cookies.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { POST as postUpload } from "@/app/api/uploads/route";
import { GET as getUploadRoute } from "@/app/uploads/[name]/route";
import { getDb } from "@/lib/db";
import { storedImages } from "@/models";
import { inRequestScope } from "./request-scope";
import { testDatabaseKind } from "./test-database";

/** POST /api/uploads, called as Next.js calls every route handler: with its (empty) params. */
const uploadHandler: (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response> = postUpload;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 196, g: 30, b: 58 } } });

/** A camera-sized JPEG with EXIF (copyright, GPS position) that the upload must strip. */
export const jpegWithExif = (width = 2400, height = 1600) =>
  solid(width, height)
    .jpeg()
    .withMetadata({
      exif: {
        IFD0: { Copyright: "x", Make: "Redline Camera" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2400/100" },
      },
    })
    .toBuffer();

export const png = (width = 800, height = 1200) => solid(width, height).png().toBuffer();
export const gif = () => solid(300, 200).gif().toBuffer();
export const webp = () => solid(2000, 500).webp().toBuffer();
export const avif = () => solid(300, 200).avif().toBuffer();
export const tiff = () => solid(300, 200).tiff().toBuffer();

/** A JPEG cut in half: its header is fine, its pixels end early. */
export const truncatedJpeg = async () => {
  const whole = await jpegWithExif(1200, 800);
  return whole.subarray(0, Math.floor(whole.length / 2));
};

/** 10000 × 10000 pixels of one colour (100 megapixels) in a file of about 300 KB. */
export const decompressionBomb = () =>
  solid(10_000, 10_000).png({ compressionLevel: 9 }).toBuffer();

export const svgWithScript = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
      '<script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>',
  );

/** A 4 × 4 24-bit Windows bitmap, written by hand (sharp cannot write BMP). */
export function bmp(width = 4, height = 4): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const bytes = Buffer.alloc(54 + row * height, 0x80);
  bytes.write("BM", 0);
  bytes.writeUInt32LE(bytes.length, 2);
  bytes.writeUInt32LE(54, 10);
  bytes.writeUInt32LE(40, 14);
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(height, 22);
  bytes.writeUInt16LE(1, 26);
  bytes.writeUInt16LE(24, 28);
  bytes.writeUInt32LE(0, 30);
  bytes.writeUInt32LE(row * height, 34);
  return bytes;
}

/** An AVIF whose brands and codec say HEIC (HEVC): what an iPhone photo starts like. */
export async function heicLike(): Promise<Buffer> {
  const text = (await avif()).toString("latin1");
  return Buffer.from(text.split("avif").join("heic").split("av01").join("hvc1"), "latin1");
}

/** A file in a multipart form, the way a browser sends `<input type=file name=image>`. */
export function imageForm(
  bytes: Uint8Array | string,
  name = "photo.jpg",
  type = "image/jpeg",
  field = "image",
): FormData {
  const form = new FormData();
  form.append(field, new File([bytes as BlobPart], name, { type }));
  return form;
}

export interface Outcome {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * POST /api/uploads with any body (a FormData, bytes, a stream or a string). `contentLength`
 * adds the header a browser would send; a FormData without it has no size hint at all.
 */
export async function upload(
  headers: Record<string, string>,
  body: BodyInit,
  { contentLength = false, contentType }: { contentLength?: boolean; contentType?: string } = {},
): Promise<Outcome> {
  let init: RequestInit & { duplex?: "half" } = { method: "POST", headers: { ...headers }, body };
  if (contentLength) {
    const encoded = new Response(body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    init = {
      ...init,
      body: bytes,
      headers: {
        ...headers,
        "content-type": contentType ?? encoded.headers.get("content-type") ?? "",
        "content-length": String(bytes.length),
      },
    };
  } else if (contentType) {
    init.headers = { ...headers, "content-type": contentType };
  }
  if (body instanceof ReadableStream) init.duplex = "half";
  const request = new Request("http://localhost/api/uploads", init);
  const { response } = await inRequestScope(request, () =>
    uploadHandler(request, { params: Promise.resolve({}) }),
  );
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** GET /uploads/{name}: the stored bytes, as the app serves them. */
export async function getUpload(name: string) {
  const request = new Request(`http://localhost/uploads/${name}`);
  const { response } = await inRequestScope(request, () =>
    getUploadRoute(request, { params: Promise.resolve({ name }) }),
  );
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const uploadsDir = () => path.join(process.env.DATA_DIR!, "uploads");

/**
 * Every upload kept, sorted: on the embedded database the files in the uploads directory
 * (temporary ones included), on a PostgreSQL server the rows of stored_images.
 */
export async function storedUploads(): Promise<string[]> {
  if (testDatabaseKind === "server") {
    const rows = await (
      await getDb()
    )
      .select({ name: storedImages.name })
      .from(storedImages)
      .orderBy(storedImages.name);
    return rows.map((row) => row.name);
  }
  const dir = uploadsDir();
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** The bytes kept for one upload, read from where the test's database keeps them, or null. */
export async function storedUpload(name: string): Promise<Buffer | null> {
  if (testDatabaseKind === "server") {
    const [row] = await (
      await getDb()
    )
      .select({ bytes: storedImages.bytes })
      .from(storedImages)
      .where(eq(storedImages.name, name));
    return row?.bytes ?? null;
  }
  const file = path.join(uploadsDir(), name);
  return fs.existsSync(file) ? fs.readFileSync(file) : null;
}

export const UPLOAD_URL =
  /^\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
