import "server-only";
import { and, countDistinct, eq, isNull, sql, type SQL } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Db, Tx } from "@/lib/db";
import { rowsOf } from "@/lib/db/rows";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { orderMessages } from "@/lib/validation/spec-texts";
import { orders } from "@/models";

// One free account must not hold a part's whole stock: a customer holds at most
// MAX_UNPAID_ORDERS unpaid orders that have not expired (a checkout's orders are held, paid and
// expire together: they count as one).

const unpaidHeld = (uid: string) =>
  new QueryBuilder()
    .select({ unpaid: countDistinct(sql`coalesce(${orders.checkoutId}, ${orders.id})`) })
    .from(orders)
    .where(and(eq(orders.uid, uid), eq(orders.paid, false), isNull(orders.expiredAt)));

/**
 * Makes a customer's concurrent placements count one after the other: a lock per customer, held
 * until the transaction ends; other customers never wait for it. Must be its own statement: the
 * statements after it see every order committed by whoever held it before.
 */
export async function lockCustomerHolds(tx: Tx, uid: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`unpaid:${uid}`}, 0))`);
}

/** True while the customer may hold another order: for a statement after lockCustomerHolds. */
export const mayHoldAnotherSql = (uid: string): SQL =>
  sql`(${unpaidHeld(uid)}) < ${config().maxUnpaidOrders}`;

const tooManyUnpaid = () =>
  new AppError(409, orderMessages.tooManyUnpaid(config().maxUnpaidOrders));

async function mayHoldAnother(db: Db | Tx, uid: string): Promise<boolean> {
  const [held] = rowsOf<{ may: boolean }>(
    await db.execute(sql`select ${mayHoldAnotherSql(uid)} as may`),
  );
  return held?.may === true;
}

/** Inside the transaction that places a customer's orders: refuses when they hold too many. */
export async function assertMayHoldAnother(tx: Tx, uid: string): Promise<void> {
  await lockCustomerHolds(tx, uid);
  if (!(await mayHoldAnother(tx, uid))) throw tooManyUnpaid();
}

/** Outside any lock, why an order was refused: the refusal when the customer holds too many. */
export async function unpaidLimitRefusal(db: Db, uid: string): Promise<AppError | undefined> {
  return (await mayHoldAnother(db, uid)) ? undefined : tooManyUnpaid();
}
