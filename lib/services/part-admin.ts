import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { catalogMessages } from "@/lib/validation/spec-texts";
import { newPartSchema, partUpdateSchema, stockUpdateSchema } from "@/lib/validation/parts";
import { idText } from "@/lib/validation/text";
import { parts } from "@/models";

/** An image URL on another site must be on a host the configuration allows (IMAGE_HOSTS). */
function assertImageAllowed(image: string): void {
  if (image.startsWith("/")) return;
  const host = new URL(image).hostname;
  if (!config().imageHosts.includes(host))
    throw new AppError(400, catalogMessages.imageHostNotAllowed(host));
}

/** `POST /api/parts` (admins): the creator and the date come from the session and the clock. */
export async function createPart(
  actor: Actor | null,
  body: unknown,
): Promise<{ insertedId: string }> {
  const admin = requireAdmin(actor);
  const input = newPartSchema.parse(body);
  assertImageAllowed(input.image);
  const db = await getDb();
  const [row] = await db
    .insert(parts)
    .values({
      productName: input.productName,
      productDescription: input.productDescription,
      priceCents: input.price,
      orderQty: input.orderQty,
      availableQty: input.availableQty,
      image: input.image,
      creatorName: admin.name,
      creatorUid: admin.uid,
    })
    .returning({ id: parts.id });
  if (!row) throw new Error("The part insert returned no row");
  expireCached(CACHE_TAGS.parts);
  return { insertedId: row.id };
}

/** `PATCH /api/parts/update-stock/{id}` (admins): name, stock, MOQ and price, nothing else. */
export async function updatePart(
  actor: Actor | null,
  partId: string,
  body: unknown,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const id = idText("Part id").parse(partId);
  const input = partUpdateSchema.parse(body);
  const db = await getDb();
  const updated = await db
    .update(parts)
    .set({
      productName: input.productName,
      availableQty: input.availableQty,
      orderQty: input.orderQty,
      priceCents: input.price,
    })
    .where(eq(parts.id, id))
    .returning({ id: parts.id });
  if (updated.length === 0) throw new NotFoundError("Part");
  expireCached(CACHE_TAGS.parts);
  return { modifiedCount: updated.length };
}

/** `DELETE /api/parts/{id}` (admins). Orders keep their own copy of name, image and price. */
export async function deletePart(
  actor: Actor | null,
  partId: string,
): Promise<{ deletedCount: number }> {
  requireAdmin(actor);
  const id = idText("Part id").parse(partId);
  const db = await getDb();
  const deleted = await db.delete(parts).where(eq(parts.id, id)).returning({ id: parts.id });
  if (deleted.length === 0) throw new NotFoundError("Part");
  expireCached(CACHE_TAGS.parts);
  return { deletedCount: deleted.length };
}

/** `PATCH /api/parts/updateQty/{id}` (admins): sets a part's available quantity. */
export async function setAvailableQty(
  actor: Actor | null,
  partId: string,
  body: unknown,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const id = idText("Part id").parse(partId);
  const { availableQty } = stockUpdateSchema.parse(body);
  const db = await getDb();
  const updated = await db
    .update(parts)
    .set({ availableQty })
    .where(eq(parts.id, id))
    .returning({ id: parts.id });
  if (updated.length === 0) throw new NotFoundError("Part");
  expireCached(CACHE_TAGS.parts);
  return { modifiedCount: updated.length };
}
