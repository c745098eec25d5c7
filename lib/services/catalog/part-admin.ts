import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { catalogMessages } from "@/lib/validation/spec-texts";
import type { NewPart, PartUpdate } from "@/lib/validation/parts";
import { setAvailable, stockChanged } from "@/lib/services/stock";
import { parts } from "@/models";

/** An image URL on another site must be on a host the configuration allows (IMAGE_HOSTS). */
function assertImageAllowed(image: string): void {
  if (image.startsWith("/")) return;
  const host = new URL(image).hostname;
  if (!config().imageHosts.includes(host))
    throw new AppError(400, catalogMessages.imageHostNotAllowed(host));
}

/** Thrown in the update's transaction, so its other changes are rolled back with it. */
const stockChangedMeanwhile = (currentAvailableQty: number) =>
  new AppError(409, catalogMessages.stockChangedWhileEditing(currentAvailableQty), [
    { path: ["availableQty"], currentAvailableQty },
  ]);

/** `POST /api/parts` (admins): the creator and the date come from the session and the clock. */
export async function createPart(
  actor: Actor | null,
  input: NewPart,
): Promise<{ insertedId: string }> {
  const admin = requireAdmin(actor);
  assertImageAllowed(input.image);
  const db = await getDb();
  const [row] = await db
    .insert(parts)
    .values({
      productName: input.productName,
      productDescription: input.productDescription,
      priceCents: input.price,
      minOrderQty: input.orderQty,
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

/**
 * `PATCH /api/parts/update-stock/{id}` (admins): name, MOQ and price, and the stock through the
 * stock module, in one transaction. With `expectedAvailableQty` (the stock the admin's screen
 * showed) a stock changed meanwhile by orders is a 409 naming it, and nothing is changed.
 */
export async function updatePart(
  actor: Actor | null,
  partId: string,
  input: PartUpdate,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const fields = {
    productName: input.productName,
    minOrderQty: input.orderQty,
    priceCents: input.price,
  };
  const changesMore = Object.values(fields).some((value) => value !== undefined);
  const db = await getDb();
  const found = await db.transaction(async (tx) => {
    if (input.availableQty !== undefined) {
      const stock = await setAvailable(tx, partId, input.availableQty, input.expectedAvailableQty);
      if (stock.outcome === "missing") return false;
      if (stock.outcome === "changed") throw stockChangedMeanwhile(stock.currentAvailableQty);
    }
    if (!changesMore) return true;
    const updated = await tx
      .update(parts)
      .set(fields)
      .where(eq(parts.id, partId))
      .returning({ id: parts.id });
    return updated.length > 0;
  });
  if (!found) throw new NotFoundError("Part");
  stockChanged([partId]);
  return { modifiedCount: 1 };
}

/** `DELETE /api/parts/{id}` (admins). Orders keep their own copy of name, image and price. */
export async function deletePart(
  actor: Actor | null,
  partId: string,
): Promise<{ deletedCount: number }> {
  requireAdmin(actor);
  const db = await getDb();
  const deleted = await db.delete(parts).where(eq(parts.id, partId)).returning({ id: parts.id });
  if (deleted.length === 0) throw new NotFoundError("Part");
  expireCached(CACHE_TAGS.parts);
  return { deletedCount: deleted.length };
}

/** `PATCH /api/parts/updateQty/{id}` (admins): sets a part's available quantity. */
export async function setAvailableQty(
  actor: Actor | null,
  partId: string,
  availableQty: number,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const stock = await setAvailable(await getDb(), partId, availableQty);
  if (stock.outcome !== "set") throw new NotFoundError("Part");
  stockChanged([partId]);
  return { modifiedCount: 1 };
}
