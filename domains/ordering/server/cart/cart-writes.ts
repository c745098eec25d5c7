import "server-only";
import { and, count, eq, notInArray, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import type { CartJson } from "@/domains/ordering/cart-json";
import { cartMessages } from "@/domains/ordering/cart-texts";
import type { CartLineInput } from "@/domains/ordering/cart";
import { CART_LINES_MAX } from "@/lib/validation/limits";
import { cartLines } from "@/models";
import { loadCart, partsById } from "./cart-reads";
import { withFittingVehicles } from "./line-vehicles";

/** `GET /api/cart`: the caller's own cart. */
export async function getCart(actor: Actor | null): Promise<CartJson> {
  const user = requireUser(actor);
  return loadCart(await getDb(), user.uid);
}

/** The last quantity of each part wins when a list names a part twice. */
function lastOfEach(lines: CartLineInput[]): CartLineInput[] {
  return [...new Map(lines.map((line) => [line.partId, line])).values()];
}

/**
 * Sets these lines' quantities in the user's cart, in one transaction: every part must exist
 * (404 naming how many do not, nothing written) and the cart must stay within its size. The
 * quantities are kept as given: the cart is a draft, and shows each line's problem and fix.
 */
async function setLines(uid: string, lines: CartLineInput[]): Promise<CartJson> {
  const db = await getDb();
  const unique = await withFittingVehicles(db, lastOfEach(lines));
  return db.transaction(async (tx) => {
    const found = await partsById(
      tx,
      unique.map((line) => line.partId),
    );
    const unknown = unique.filter((line) => !found.has(line.partId));
    if (unknown.length === 1 && unique.length === 1) throw new NotFoundError("Part");
    if (unknown.length > 0) throw new AppError(404, cartMessages.unknownParts(unknown.length));
    await assertRoom(tx, uid, unique);
    await tx
      .insert(cartLines)
      .values(unique.map((line) => ({ uid, ...line })))
      .onConflictDoUpdate({
        target: [cartLines.uid, cartLines.partId],
        // A quantity changed without a vehicle (the cart page) keeps the one the line was for.
        set: {
          quantity: sql`excluded.quantity`,
          vehicleId: sql`COALESCE(excluded.vehicle_id, ${cartLines.vehicleId})`,
        },
      });
    return loadCart(tx, uid);
  });
}

/** The cart keeps at most CART_LINES_MAX lines, counted under a lock on the user's cart. */
async function assertRoom(tx: Tx, uid: string, lines: CartLineInput[]): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`cart:${uid}`}, 0))`);
  const [others] = await tx
    .select({ lines: count() })
    .from(cartLines)
    .where(
      and(
        eq(cartLines.uid, uid),
        notInArray(
          cartLines.partId,
          lines.map((line) => line.partId),
        ),
      ),
    );
  if ((others?.lines ?? 0) + lines.length > CART_LINES_MAX)
    throw new AppError(409, cartMessages.full(CART_LINES_MAX));
}

/** `PUT /api/cart/lines`: one line's quantity. */
export async function setCartLine(actor: Actor | null, line: CartLineInput): Promise<CartJson> {
  return setLines(requireUser(actor).uid, [line]);
}

/** `POST /api/cart/lines`: many lines at once (quick order, reorder, the sign-in merge). */
export async function putCartLines(actor: Actor | null, lines: CartLineInput[]): Promise<CartJson> {
  return setLines(requireUser(actor).uid, lines);
}

/**
 * `DELETE /api/cart/lines/{partId}`: the line goes (a sold part's line not there is already
 * gone; a part that does not exist is 404).
 */
export async function removeCartLine(actor: Actor | null, partId: string): Promise<CartJson> {
  const user = requireUser(actor);
  const db = await getDb();
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.uid, user.uid), eq(cartLines.partId, partId)))
    .returning({ partId: cartLines.partId });
  if (removed.length === 0 && (await partsById(db, [partId])).size === 0)
    throw new NotFoundError("Part");
  return loadCart(db, user.uid);
}
