import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import type { Tx } from "@/lib/db/open";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { CACHE_TAGS, expireCached } from "@/lib/cache/tags";
import { config } from "@/lib/config";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import type { NewPart, PartUpdate } from "@/domains/catalog/parts";
import { setAvailable, stockChanged } from "@/domains/catalog/server/stock";
import { parts } from "@/models";
import { UNCATEGORIZED } from "@/domains/catalog/categories";
import { numberColumns } from "@/domains/catalog/part-number";
import { withUniquePartNumber } from "./part-number-taken";
import { withUniqueGtin } from "./gtin-taken";
import { tiersProblem } from "@/domains/catalog/price-tiers";

/** The house brand of parts added without one (the contract's Add Product sends none). */
export const HOUSE_BRAND = "Redline";

/** A number for a part added without one: "RP-" and 8 random letters and digits. */
const generatedPartNumber = () =>
  `RP-${crypto.randomUUID().replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/** An image URL on another site must be on a host the configuration allows (IMAGE_HOSTS). */
export function imageHostProblem(image: string): string | null {
  if (image.startsWith("/")) return null;
  const host = new URL(image).hostname;
  return config().imageHosts.includes(host) ? null : catalogMessages.imageHostNotAllowed(host);
}

function assertImageAllowed(image: string): void {
  const problem = imageHostProblem(image);
  if (problem) throw new AppError(400, problem);
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
  const partNumber = input.partNumber ?? generatedPartNumber();
  const oemNumbers = input.oemNumbers ?? [];
  const [row] = await withUniquePartNumber(input.partNumber, () =>
    withUniqueGtin(() =>
      db
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
          partNumber,
          brand: input.brand ?? HOUSE_BRAND,
          category: input.category ?? UNCATEGORIZED,
          oemNumbers,
          specs: input.specs ?? [],
          orderMultiple: input.orderMultiple ?? 1,
          priceTiers: input.priceTiers ?? [],
          lowStockQty: input.lowStockQty ?? null,
          coreChargeCents: input.coreCharge ?? 0,
          gtin: input.gtin ?? null,
          weight: input.weight ?? null,
          dimensions: input.dimensions ?? null,
          ...numberColumns(partNumber, oemNumbers),
        })
        .returning({ id: parts.id }),
    ),
  );
  if (!row) throw new Error("The part insert returned no row");
  expireCached(CACHE_TAGS.parts);
  return { insertedId: row.id };
}

/**
 * The row's new numbers and their matching keys, when the update changes a number: the keys
 * cover the part number and every OEM number, so one changed means reading the other.
 */
async function numberChanges(tx: Tx, partId: string, input: PartUpdate) {
  if (input.partNumber === undefined && input.oemNumbers === undefined) return {};
  const [current] = await tx
    .select({ partNumber: parts.partNumber, oemNumbers: parts.oemNumbers })
    .from(parts)
    .where(eq(parts.id, partId))
    .for("update");
  if (!current) return {};
  const partNumber = input.partNumber ?? current.partNumber;
  const oemNumbers = input.oemNumbers ?? current.oemNumbers;
  return { partNumber, oemNumbers, ...numberColumns(partNumber, oemNumbers) };
}

/**
 * The price breaks must start above the MOQ and cost less than the base price, whichever of the
 * three the update changes: checked against the stored part with the update applied.
 */
async function assertTiersFit(tx: Tx, partId: string, input: PartUpdate): Promise<void> {
  if (input.priceTiers === undefined && input.orderQty === undefined && input.price === undefined)
    return;
  const [current] = await tx
    .select({
      minOrderQty: parts.minOrderQty,
      priceCents: parts.priceCents,
      priceTiers: parts.priceTiers,
    })
    .from(parts)
    .where(eq(parts.id, partId))
    .for("update");
  if (!current) return;
  const problem = tiersProblem(input.priceTiers ?? current.priceTiers, {
    minOrderQty: input.orderQty ?? current.minOrderQty,
    priceCents: input.price ?? current.priceCents,
  });
  if (problem) throw new AppError(400, problem.message);
}

/**
 * `PATCH /api/parts/update-stock/{id}` (admins): the catalog fields given, and the stock
 * through the stock module, in one transaction. With `expectedAvailableQty` (the stock the
 * admin's screen showed) a stock changed meanwhile by orders is a 409 naming it, and nothing is
 * changed.
 */
export async function updatePart(
  actor: Actor | null,
  partId: string,
  input: PartUpdate,
): Promise<{ modifiedCount: number }> {
  requireAdmin(actor);
  const { availableQty, expectedAvailableQty, orderQty, price, coreCharge, ...catalogFields } =
    input;
  const db = await getDb();
  const found = await withUniquePartNumber(input.partNumber, () =>
    withUniqueGtin(() =>
      db.transaction(async (tx) => {
        if (availableQty !== undefined) {
          const stock = await setAvailable(tx, partId, availableQty, expectedAvailableQty);
          if (stock.outcome === "missing") return false;
          if (stock.outcome === "changed") throw stockChangedMeanwhile(stock.currentAvailableQty);
        }
        await assertTiersFit(tx, partId, input);
        const fields = Object.fromEntries(
          Object.entries({
            ...catalogFields,
            minOrderQty: orderQty,
            priceCents: price,
            coreChargeCents: coreCharge,
            ...(await numberChanges(tx, partId, input)),
          }).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(fields).length === 0) return true;
        const updated = await tx
          .update(parts)
          .set(fields)
          .where(eq(parts.id, partId))
          .returning({ id: parts.id });
        return updated.length > 0;
      }),
    ),
  );
  if (!found) throw new NotFoundError("Part");
  stockChanged([partId]);
  // A new number or name moves the part's page; a new brand, category or price changes the
  // shop's filters (their counts, the price range).
  const refiled = [
    input.partNumber,
    input.productName,
    input.brand,
    input.category,
    input.price,
    input.coreCharge,
    input.gtin,
  ];
  if (refiled.some((value) => value !== undefined)) expireCached(CACHE_TAGS.parts);
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
