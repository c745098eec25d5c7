/** @jest-environment node */
// POST /api/uploads and GET /uploads/{name}: real images are checked by what their bytes are,
// re-encoded to WebP without metadata and served with long-lived, nosniff headers; everything
// else is refused with the right status and leaves the stored uploads (files or rows) as they were.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { FORBIDDEN, NOT_SIGNED_IN } from "@/lib/auth/guards";
import { uploadMessages } from "@/domains/catalog/catalog-texts";
import { UPLOAD_MAX_BYTES } from "@/lib/validation/limits";
import { demo, demoUser } from "../../helpers/accounts";
import {
  avif,
  bmp,
  decompressionBomb,
  getUpload,
  gif,
  heicLike,
  imageForm,
  jpegWithExif,
  png,
  svgWithScript,
  tiff,
  truncatedJpeg,
  upload,
  UPLOAD_URL,
  storedUploads,
  storedUpload,
  webp,
} from "../../helpers/images";
import { headersOf } from "../../helpers/tokens";

let admin: Record<string, string>, customer: Record<string, string>;
beforeAll(async () => {
  admin = await headersOf(await demoUser(demo.admin));
  customer = await headersOf(await demoUser(demo.customer));
});

/** Uploads as the admin, expects success, and answers the stored file's name. */
async function stored(form: FormData): Promise<string> {
  const answer = await upload(admin, form, { contentLength: true });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ success: true, data: { url: expect.stringMatching(UPLOAD_URL) } });
  return (answer.body as { data: { url: string } }).data.url.slice("/uploads/".length);
}

describe("a real image is stored and served", () => {
  it("a 2400×1600 JPEG with EXIF and GPS: WebP, 1600 px wide, no metadata, cached for good", async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const name = await stored(imageForm(original, "holiday.jpg"));
    const kept = (await storedUpload(name))!;

    const served = await getUpload(name);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toMatch(/\bimmutable\b/);
    expect(served.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.bytes.equals(kept)).toBe(true);

    const metadata = await sharp(served.bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(served.bytes.includes("Redline Camera")).toBe(false);
  });

  it("a PNG smaller than the limit keeps its size and becomes WebP", async () => {
    const name = await stored(imageForm(await png(800, 1200), "part.png", "image/png"));
    const metadata = await sharp((await getUpload(name)).bytes).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 800, height: 1200 });
  });

  it("a photo taken sideways is turned upright before it is shrunk", async () => {
    const sideways = await sharp(await jpegWithExif())
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const name = await stored(imageForm(sideways));
    const metadata = await sharp((await getUpload(name)).bytes).metadata();
    expect(metadata).toMatchObject({ width: 1067, height: 1600 });
  });

  it.each([
    ["a GIF", gif, "image/gif"],
    ["a WebP 2000 px wide", webp, "image/webp"],
    ["an AVIF", avif, "image/avif"],
  ])("%s is accepted too", async (_label, make, type) => {
    const name = await stored(imageForm(await make(), "image", type));
    const metadata = await sharp((await getUpload(name)).bytes).metadata();
    expect(metadata.format).toBe("webp");
    expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(1600);
  });

  it("whatever name and type the client gives, the file gets a new random name", async () => {
    const bytes = await png(100, 100);
    const first = await stored(imageForm(bytes, "../../etc/passwd", "text/html"));
    const second = await stored(imageForm(bytes, "../../etc/passwd", "text/html"));
    expect(first).not.toBe(second);
    expect(await storedUploads()).toEqual(expect.arrayContaining([first, second]));
  });
});

const SIX_MB = 6 * 1024 * 1024;
const fakeJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(SIX_MB)]);

/** Makes the call and checks that nothing was written to the uploads directory. */
async function expectRefused(call: () => Promise<{ status: number; body: unknown }>) {
  const before = await storedUploads();
  const answer = await call();
  expect(await storedUploads()).toEqual(before);
  return answer;
}

describe("refused, with nothing written", () => {
  const refusals: [string, number, () => Promise<FormData | string>, string | RegExp][] = [
    [
      "a text file renamed .png, sent as image/png",
      400,
      async () => imageForm("just some text, not pixels", "notes.png", "image/png"),
      uploadMessages.notAnImage,
    ],
    [
      "an SVG with a script",
      400,
      async () => imageForm(svgWithScript(), "logo.svg", "image/svg+xml"),
      uploadMessages.notAnImage,
    ],
    [
      "an SVG with a script renamed .png",
      400,
      async () => imageForm(svgWithScript(), "logo.png", "image/png"),
      uploadMessages.notAnImage,
    ],
    [
      "a truncated JPEG",
      400,
      async () => imageForm(await truncatedJpeg()),
      uploadMessages.unreadable,
    ],
    [
      "a decompression bomb (10000×10000 PNG of one colour)",
      400,
      async () => imageForm(await decompressionBomb(), "bomb.png", "image/png"),
      /too large: at most 40 megapixels/,
    ],
    ["a BMP", 400, async () => imageForm(bmp(), "old.bmp", "image/bmp"), uploadMessages.notAnImage],
    ["a TIFF", 400, async () => imageForm(await tiff(), "scan.tif"), uploadMessages.notAnImage],
    [
      "a HEIC-like file (HEVC brands)",
      400,
      async () => imageForm(await heicLike(), "IMG_0001.heic", "image/heic"),
      uploadMessages.notAnImage,
    ],
    ["an empty file", 400, async () => imageForm(new Uint8Array(0)), /Choose an image file/],
    [
      "a file in another field",
      400,
      async () => imageForm(await png(), "part.png", "image/png", "file"),
      /Choose an image file/,
    ],
    ["no field at all", 400, async () => new FormData(), /Choose an image file/],
    [
      "a string in the image field",
      400,
      async () => {
        const form = new FormData();
        form.append("image", "https://example.com/part.png");
        return form;
      },
      /Choose an image file/,
    ],
    ["a 6 MB file", 413, async () => imageForm(fakeJpeg(), "huge.jpg"), uploadMessages.tooLarge],
  ];

  it.each(refusals)("%s → %i", async (_label, status, make, message) => {
    const body = await make();
    const answer = await expectRefused(() => upload(admin, body, { contentLength: true }));
    expect(answer).toMatchObject({ status, body: { error: message } });
  });

  it("a 6 MB file with no content-length hint is 413 too", async () => {
    const form = imageForm(fakeJpeg(), "huge.jpg");
    const answer = await expectRefused(() => upload(admin, form));
    expect(answer).toMatchObject({ status: 413, body: { error: uploadMessages.tooLarge } });
  });

  it("a content-length above the limit is 413 before the body is read", async () => {
    const form = imageForm(await png(50, 50), "small.png", "image/png");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const body = new Uint8Array(await request.arrayBuffer());
    const headers = { ...admin, "content-length": String(UPLOAD_MAX_BYTES + 65 * 1024) };
    const contentType = request.headers.get("content-type")!;
    const answer = await expectRefused(() => upload(headers, body, { contentType }));
    expect(answer).toMatchObject({ status: 413, body: { error: uploadMessages.tooLarge } });
  });

  it.each([
    ["JSON", JSON.stringify({ image: "https://example.com/x.png" }), "application/json"],
    ["plain text", "image=hello", "text/plain"],
    ["an empty body", "", "multipart/form-data; boundary=nothing"],
  ])("a body that is %s → 400", async (_label, body, contentType) => {
    const answer = await expectRefused(() => upload(admin, body, { contentType }));
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(/multipart|Choose an image/);
  });

  it.each([
    ["a guest", 401, () => ({}), NOT_SIGNED_IN],
    ["a customer", 403, () => customer, FORBIDDEN],
  ])("%s → %i", async (_label, status, who, error) => {
    const form = imageForm(await jpegWithExif(600, 400));
    const answer = await expectRefused(() => upload(who(), form, { contentLength: true }));
    expect(answer).toMatchObject({ status, body: { error } });
  });

  // BUG: without a content-length, uploadImage() (domains/catalog/server/uploads.ts) reads the whole
  // body through request.formData() before it looks at the size, so a chunked body of any size
  // is held in memory. It should stop reading once the limit is passed.
  it("a chunked body far above the limit is not read to its end", async () => {
    const boundary = "redline-boundary";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    const total = 48 * 1024 * 1024;
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent >= total) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const answer = await expectRefused(() => upload(admin, body, { contentType }));
    expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(UPLOAD_MAX_BYTES + 2 * 1024 * 1024);
  });
});

describe("GET /uploads/{name} serves only names the store gave out", () => {
  let known: string;
  beforeAll(async () => {
    known = await stored(imageForm(await png(64, 64), "p.png", "image/png"));
    // Something a path traversal would reach if names were used as paths.
    fs.writeFileSync(path.join(process.env.DATA_DIR!, "secret"), "auth secret");
    fs.writeFileSync(path.join(process.env.DATA_DIR!, "secret.webp"), "auth secret");
  });

  it.each([
    "../secret",
    "..%2Fsecret",
    "..%2F..%2Fsecret.webp",
    "../secret.webp",
    "x.webp",
    "00000000-0000-0000-0000-000000000000.webp",
    "not-a-uuid.webp",
  ])("%p → 404", async (name) => {
    const served = await getUpload(name);
    expect(served.status).toBe(404);
    expect(served.bytes.toString()).not.toContain("auth secret");
  });

  it("a stored name with another extension, in capitals, or as its temporary file → 404", async () => {
    const stem = known.replace(/\.webp$/, "");
    for (const name of [`${stem}.png`, known.toUpperCase(), `.${known}.partial`, `${known}/`]) {
      expect((await getUpload(name)).status).toBe(404);
    }
    expect((await getUpload(known)).status).toBe(200);
  });
});
