import "server-only";
import { and, countDistinct, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { orderMessages } from "@/lib/validation/spec-texts";
import { orders } from "@/models";

/**
 * Inside the transaction that places a customer's order: refuses it when they already hold
 * MAX_UNPAID_ORDERS unpaid orders (a checkout counting once) that have not expired (one free account must not hold a part's
 * whole stock). A lock per customer, held until the transaction ends, makes their concurrent
 * placements count one after the other; other customers never wait for it.
 */
export async function assertMayHoldAnother(tx: Tx, uid: string): Promise<void> {
  const { maxUnpaidOrders } = config();
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`unpaid:${uid}`}, 0))`);
  // A new statement after the lock: it sees every order committed by whoever held it before.
  // A checkout's orders are held, paid and expire together: they count as one.
  const [held] = await tx
    .select({ unpaid: countDistinct(sql`coalesce(${orders.checkoutId}, ${orders.id})`) })
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.paid, false), isNull(orders.expiredAt)));
  if ((held?.unpaid ?? 0) >= maxUnpaidOrders)
    throw new AppError(409, orderMessages.tooManyUnpaid(maxUnpaidOrders));
}
