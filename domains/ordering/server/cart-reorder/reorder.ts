import "server-only";
import { getDb } from "@/lib/db";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import type { CartJson } from "@/domains/ordering/cart-json";
import { judgeLine, type LinePart } from "@/domains/ordering/order-line-json";
import { cartMessages } from "@/domains/ordering/cart-texts";
import type { ReorderInput } from "@/domains/ordering/cart";
import { getCart, putCartLines } from "@/domains/ordering/server/cart";
import { supersessionNote } from "@/domains/catalog";
import { currentReplacements } from "@/domains/catalog/server";
import { partsById } from "@/domains/ordering/server/cart/cart-reads";
import {
  checkoutFor,
  orderFor,
  ordersOfCheckout,
  type OrderRow,
} from "@/domains/ordering/server/order-store";

export interface Reordered {
  cart: CartJson;
  /** How many lines went into the cart. */
  added: number;
  /** Lines whose quantity had to change, and why. */
  adjustments: { partId: string; productName: string; from: number; to: number; reason: string }[];
  /** Lines that could not go back in the cart, and why. */
  skipped: { productName: string; reason: string }[];
  /** Parts another part replaces now: the part sold in their place went into the cart. */
  replaced: { partId: string; productName: string; note: string }[];
}

/** The orders to buy again: one order, or every line of a checkout (the caller's own). */
async function ordersToRepeat(actor: Actor, input: ReorderInput): Promise<OrderRow[]> {
  if ("orderId" in input) return [await orderFor(actor, input.orderId, "pay")];
  const checkout = await checkoutFor(actor, input.checkoutId, "pay");
  return ordersOfCheckout(checkout.id);
}

/**
 * The quantity nearest to what was ordered that can be ordered now (null when none can), and
 * why it differs when it does.
 */
export function quantityNow(part: LinePart, ordered: number) {
  const judged = judgeLine(part, ordered);
  if (judged.ok) return { quantity: ordered, reason: null };
  const [closest] = [...judged.suggestions].sort(
    (a, b) => Math.abs(a - ordered) - Math.abs(b - ordered) || b - a,
  );
  return { quantity: closest ?? null, reason: judged.message };
}

/**
 * `POST /api/cart/reorder`: the same parts and quantities again, into the caller's cart. Where
 * the part's rules or stock changed the quantity is adjusted to the nearest one that can be
 * ordered, and every change is named with its reason; parts no longer sold or out of stock are
 * left out, named too. Nothing is rounded silently.
 */
export async function reorder(actor: Actor | null, input: ReorderInput): Promise<Reordered> {
  const user = requireUser(actor);
  const rows = await ordersToRepeat(user, input);
  const db = await getDb();
  const ordered = rows.flatMap((row) => (row.partId ? [row.partId] : []));
  const replacements = await currentReplacements(db, ordered);
  // A part replaced since is bought again as the part sold in its place.
  const partIdNow = (partId: string) => replacements.get(partId)?.currentId ?? partId;
  const found = await partsById(db, ordered.map(partIdNow));
  const lines: { partId: string; quantity: number }[] = [];
  const adjustments: Reordered["adjustments"] = [];
  const skipped: Reordered["skipped"] = [];
  const replaced: Reordered["replaced"] = [];
  for (const row of rows) {
    const part = row.partId ? found.get(partIdNow(row.partId)) : undefined;
    if (!part || part.retired) {
      skipped.push({ productName: row.productName, reason: cartMessages.noLongerSold });
      continue;
    }
    const { quantity, reason } = quantityNow(part, row.orderQty);
    if (quantity === null) {
      skipped.push({ productName: part.productName, reason: cartMessages.outOfStock });
      continue;
    }
    if (reason)
      adjustments.push({
        partId: part.id,
        productName: part.productName,
        from: row.orderQty,
        to: quantity,
        reason,
      });
    lines.push({ partId: part.id, quantity });
    const replacement = row.partId ? replacements.get(row.partId) : undefined;
    if (replacement)
      replaced.push({
        partId: part.id,
        productName: part.productName,
        note: supersessionNote(replacement.replacedNumber, replacement.currentNumber),
      });
  }
  const cart = lines.length > 0 ? await putCartLines(user, lines) : await getCart(user);
  return { cart, added: lines.length, adjustments, skipped, replaced };
}
