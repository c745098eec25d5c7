import "server-only";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import {
  toCartJson,
  toCartLineJson,
  type CartJson,
  type CartPart,
} from "@/domains/ordering/cart-json";
import { asBuyerPays } from "@/domains/companies/server";
import { cartLines, parts } from "@/models";

/** The columns of a part a cart line is judged and shown with. */
const cartPartColumns = {
  id: parts.id,
  productName: parts.productName,
  partNumber: parts.partNumber,
  image: parts.image,
  priceCents: parts.priceCents,
  priceTiers: parts.priceTiers,
  coreChargeCents: parts.coreChargeCents,
  minOrderQty: parts.minOrderQty,
  orderMultiple: parts.orderMultiple,
  availableQty: parts.availableQty,
  retired: sql<boolean>`${parts.retiredAt} IS NOT NULL`,
};

/**
 * A user's cart as it is now: each line judged against its part's current rules and stock, at
 * the user's prices (their company's, if any).
 */
export async function loadCart(db: Db | Tx, uid: string): Promise<CartJson> {
  const rows = await db
    .select({ ...cartPartColumns, quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(parts, eq(parts.id, cartLines.partId))
    .where(eq(cartLines.uid, uid))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.partId));
  const priced = await asBuyerPays(db, uid, rows);
  return toCartJson(priced.map((row) => toCartLineJson(row, row.quantity)));
}

/** The parts with these ids that exist, by id. */
export async function partsById(db: Db | Tx, ids: string[]): Promise<Map<string, CartPart>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(cartPartColumns).from(parts).where(inArray(parts.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
