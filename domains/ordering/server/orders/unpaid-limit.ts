import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db";
import type { Bindable } from "@/lib/db/bindable";
import { rowsOf } from "@/lib/db/rows";
import { config } from "@/lib/config";
import { AppError } from "@/lib/errors";
import { orderMessages } from "@/domains/ordering/order-texts";

// One free account must not hold a part's whole stock: a customer holds at most
// MAX_UNPAID_ORDERS unpaid orders that have not expired (a checkout's orders are held, paid and
// expire together: they count as one). The database function (migration 0013) takes a lock per
// customer, held until the transaction ends, and then counts: the same customer's placements
// count one after the other, even when the check is part of the placing statement itself.

/** True while the customer may hold another order; holds their lock until the transaction ends. */
export const mayHoldAnotherSql = (
  uid: Bindable<string>,
  maxUnpaid: Bindable<number> = config().maxUnpaidOrders,
): SQL => sql`may_hold_another_order(${uid}, ${maxUnpaid}::integer)`;

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
  if (!(await mayHoldAnother(tx, uid))) throw tooManyUnpaid();
}

/** Why an order was refused: the refusal when the customer holds too many. */
export async function unpaidLimitRefusal(db: Db, uid: string): Promise<AppError | undefined> {
  return (await mayHoldAnother(db, uid)) ? undefined : tooManyUnpaid();
}
