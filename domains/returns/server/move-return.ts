import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireAdmin } from "@/lib/auth/guards";
import { sendJob } from "@/lib/jobs/send";
import { queueMail } from "@/lib/jobs/mail";
import { config } from "@/lib/config";
import { putBack, stockChanged } from "@/domains/catalog/server";
import { creditInvoice } from "@/domains/billing/server";
import { readOrder, recordOrderEvent, type OrderRow } from "@/domains/ordering/server";
import { mayMove, RESELLABLE_REASONS, refundCents } from "@/domains/returns/return-rules";
import { returnEventDetails, returnMessages } from "@/domains/returns/return-texts";
import type { ReturnUpdateInput } from "@/domains/returns/returns";
import { toReturnJson, type ReturnJson } from "@/domains/returns/return-json";
import { orders, returns } from "@/models";
import { recordReturnEvent } from "./return-events";
import { returnRefundedMail } from "./return-mails";

type ReturnRow = typeof returns.$inferSelect;
type Change = { set: Partial<typeof returns.$inferInsert>; detail: string };

/** The pieces arrived: the refund by rule, the shelf (resellable reasons) and the cores count. */
async function receive(tx: Tx, row: ReturnRow, order: OrderRow): Promise<Change> {
  const refund = refundCents(row.reason, row.quantity, order, config().restockingFeePercent);
  const restock = RESELLABLE_REASONS.includes(row.reason);
  if (restock) await putBack(tx, { partId: order.partId, orderQty: row.quantity });
  if (row.reason === "core")
    await tx
      .update(orders)
      .set({ coresReturned: sql`${orders.coresReturned} + ${row.quantity}` })
      .where(eq(orders.id, order.id));
  return {
    set: { refundCents: refund, restocked: restock && order.partId !== null },
    detail: returnEventDetails.received(row.number, refund, restock),
  };
}

/**
 * The money goes back: off the invoice (a credit note, now) for an order on account, else to the
 * card by the returnRefund job, queued in this transaction.
 */
async function refund(tx: Tx, row: ReturnRow, order: OrderRow, admin: Actor): Promise<Change> {
  const amount = row.refundCents ?? 0;
  if (order.onAccount && amount > 0) {
    const credit = await creditInvoice(
      tx,
      {
        checkoutId: order.checkoutId,
        returnId: row.id,
        amountCents: amount,
      },
      admin,
    );
    if (credit) await queueMail(tx, returnRefundedMail(order, row, credit));
    const detail = credit
      ? returnEventDetails.credited(row.number, amount, credit.creditNote, credit.invoice)
      : returnEventDetails.refunded(row.number, amount);
    return { set: {}, detail };
  }
  if (amount > 0 && !order.transactionId) throw new AppError(409, returnMessages.noPayment);
  if (amount > 0) await sendJob(tx, "returnRefund", { returnId: row.id });
  return { set: {}, detail: returnEventDetails.refunded(row.number, amount) };
}

async function changeFor(
  tx: Tx,
  row: ReturnRow,
  order: OrderRow,
  input: ReturnUpdateInput,
  admin: Actor,
): Promise<Change> {
  switch (input.status) {
    case "approved":
      return { set: {}, detail: returnEventDetails.approved(row.number) };
    case "rejected":
      return {
        set: { rejectionReason: input.reason! },
        detail: returnEventDetails.rejected(row.number, input.reason!),
      };
    case "received":
      return receive(tx, row, order);
    case "refunded":
      return refund(tx, row, order, admin);
  }
}

const ORDER_EVENTS = {
  received: "return_received",
  refunded: "return_refunded",
  rejected: "return_rejected",
} as const;

/**
 * `PATCH /api/returns/{id}`: a shop admin moves a return on (requested → approved → received →
 * refunded, or rejected before it is received). Any other move is refused (409) and nothing is
 * written; the return's row stays locked meanwhile, so a second "refunded" waits and is refused.
 */
export async function moveReturn(
  actor: Actor | null,
  returnId: string,
  input: ReturnUpdateInput,
): Promise<ReturnJson> {
  const admin = requireAdmin(actor);
  const db = await getDb();
  const { updated, partId } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(returns).where(eq(returns.id, returnId)).for("update");
    if (!row) throw new NotFoundError("Return");
    if (!mayMove(row.status, input.status))
      throw new AppError(409, returnMessages.illegalTransition(row.status, input.status));
    const order = (await readOrder(row.orderId, { tx, lock: true }))!;
    const change = await changeFor(tx, row, order, input, admin);
    const [moved] = await tx
      .update(returns)
      .set({ ...change.set, status: input.status, updatedAt: sql`now()` })
      .where(and(eq(returns.id, row.id), eq(returns.status, row.status)))
      .returning();
    await recordReturnEvent(tx, row.id, input.status, admin, change.detail);
    // The card refund's own event comes with the money (the job); the rest happen now.
    const type = input.status === "approved" ? null : ORDER_EVENTS[input.status];
    const cardLater = input.status === "refunded" && !order.onAccount;
    if (type && !cardLater)
      await recordOrderEvent(tx, { type, order, actor: admin, detail: change.detail });
    return {
      updated: moved!,
      partId: input.status === "received" && moved!.restocked ? order.partId : null,
    };
  });
  stockChanged([partId]);
  return toReturnJson(updated);
}
