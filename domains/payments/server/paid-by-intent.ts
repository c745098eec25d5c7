import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Tx } from "@/lib/db";
import type { OrderRow } from "@/domains/ordering/server";
import { orders } from "@/models";

/**
 * What an order's row becomes when an intent pays it: paid, by that intent, now (the
 * transaction's time, the same as its ledger row's), and no longer expired if it was.
 */
export const paidByIntent = (intentId: string) => ({
  paid: true,
  transactionId: intentId,
  paidAt: sql`now()`,
  expiredAt: null,
});

/**
 * Writes `values` to those of the owed rows still unpaid (and meeting `also`, when given),
 * returning the rows it changed: a payment settles only what no other settled first.
 */
export const updateUnpaid = (
  tx: Tx,
  owed: OrderRow[],
  values: PgUpdateSetSource<typeof orders>,
  also?: SQL,
) =>
  tx
    .update(orders)
    .set(values)
    .where(
      and(
        inArray(
          orders.id,
          owed.map((row) => row.id),
        ),
        eq(orders.paid, false),
        also,
      ),
    )
    .returning();
