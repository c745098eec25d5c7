import "server-only";
import { getDb } from "@/lib/db";
import { toCartJson, toCartLineJson, type CartJson } from "@/domains/ordering/cart-json";
import type { CartLineInput } from "@/domains/ordering/cart";
import { asBuyerPays } from "@/domains/companies/server";
import { partsById } from "./cart-reads";

/**
 * `POST /api/cart/preview`: a guest's browser cart judged like a customer's, without keeping
 * anything. Parts that are no longer sold drop out of the answer. With a uid (a shared list's
 * lines, never the public preview), at that buyer's prices, as their cart would be.
 */
export async function previewCart(
  lines: CartLineInput[],
  uid: string | null = null,
): Promise<CartJson> {
  const db = await getDb();
  const found = await partsById(
    db,
    lines.map((line) => line.partId),
  );
  const priced = new Map(
    (await asBuyerPays(db, uid, [...found.values()])).map((part) => [part.id, part]),
  );
  return toCartJson(
    lines.flatMap((line) => {
      const part = priced.get(line.partId);
      return part ? [toCartLineJson(part, line.quantity)] : [];
    }),
  );
}
