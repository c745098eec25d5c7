import { uploadedImage } from "@/domains/catalog/server";

// Names are random and never reused, so a stored image can be cached for good.
export async function GET(_request: Request, context: RouteContext<"/uploads/[name]">) {
  const { name } = await context.params;
  const bytes = await uploadedImage(name);
  if (!bytes)
    return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "image/webp",
      "content-length": String(bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
