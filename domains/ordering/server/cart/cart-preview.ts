import "server-only";
import { getDb } from "@/lib/db";
import { toCartJson, toCartLineJson, type CartJson } from "@/domains/ordering/cart-json";
import type { CartLineInput } from "@/domains/ordering/cart";
import { partsById } from "./cart-reads";

/**
 * `POST /api/cart/preview`: a guest's browser cart judged like a customer's, without keeping
 * anything. Parts that are no longer sold drop out of the answer.
 */
export async function previewCart(lines: CartLineInput[]): Promise<CartJson> {
  const found = await partsById(
    await getDb(),
    lines.map((line) => line.partId),
  );
  return toCartJson(
    lines.flatMap((line) => {
      const part = found.get(line.partId);
      return part ? [toCartLineJson(part, line.quantity)] : [];
    }),
  );
}
