import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import { cartLines } from "@/models";

export interface CheckoutLine {
  partId: string;
  quantity: number;
  /** Whose cart line it is: the buyer whose prices it is judged at. */
  uid: string;
  /** The vehicle the part is bought for, or null; its order keeps it. */
  vehicleId: string | null;
}

/** The customer's cart lines by part id, as they are (a checkout's quote: nothing locked). */
export const cartLinesOf = (db: Db | Tx, uid: string) =>
  db
    .select({
      partId: cartLines.partId,
      quantity: cartLines.quantity,
      uid: cartLines.uid,
      vehicleId: cartLines.vehicleId,
    })
    .from(cartLines)
    .where(eq(cartLines.uid, uid))
    .orderBy(asc(cartLines.partId));

/**
 * The customer's cart lines, locked until the checkout's transaction ends (a second checkout of
 * the same cart waits, then finds it empty). Sorted by part id, so concurrent checkouts take
 * their parts' row locks in one order and cannot deadlock.
 */
export function lockedCartLines(tx: Tx, uid: string): Promise<CheckoutLine[]> {
  return cartLinesOf(tx, uid).for("update");
}

/** Empties the lines that became orders. */
export async function removeOrderedLines(tx: Tx, uid: string, partIds: string[]): Promise<void> {
  await tx.delete(cartLines).where(and(eq(cartLines.uid, uid), inArray(cartLines.partId, partIds)));
}
