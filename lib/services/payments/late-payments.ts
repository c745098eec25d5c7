import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { orderTotalCents, toOrderJson } from "@/lib/contract/order";
import { logger } from "@/lib/log";
import { latePaymentRefundedMail } from "@/lib/mail/order-mails";
import { paymentProvider } from "@/lib/payments";
import type { ProviderIntent } from "@/lib/payments/provider";
import { readOrder, type OrderRow } from "@/lib/services/order-store";
import { retake } from "@/lib/services/stock";
import { orders } from "@/models";
import { recordOrderEvent } from "@/lib/services/order-events";
import { orderEventDetails } from "@/lib/validation/order-event-texts";
import { recordPaymentEvent } from "./ledger";
import { paidByIntent } from "./paid-by-intent";
import { queueMail } from "@/lib/jobs/mail";
import { sendJob } from "@/lib/jobs/send";

/**
 * A payment that succeeded at the provider after its order expired, inside the settling
 * transaction. The money must not be lost: if the part's stock still covers the order, it is
 * taken again and the order is paid (and no longer expired); otherwise the order owes a refund
 * (refund pending, the intent kept as its transaction), refunded by a job queued in the same
 * transaction (refundLatePayment). Answers the order as this changed it, or undefined when
 * there was nothing to do.
 */
export async function settleLate(
  tx: Tx,
  orderId: string,
  intent: ProviderIntent,
): Promise<OrderRow | undefined> {
  const order = await readOrder(orderId, { tx, lock: true });
  // Gone, paid, not expired, or this intent's late payment was already settled one way or other.
  if (!order || order.paid || !order.expiredAt || order.transactionId === intent.id) return;
  if (order.refundPending) {
    logger.error(
      { orderId, intentId: intent.id },
      "A second late payment arrived while another was being refunded; refund it by hand",
    );
    return;
  }
  const paid = await retake(tx, order);
  const [changed] = await tx
    .update(orders)
    .set(paid ? paidByIntent(intent.id) : { transactionId: intent.id, refundPending: true })
    .where(eq(orders.id, order.id))
    .returning();
  if (changed && !changed.paid) await sendJob(tx, "lateRefund", { orderId: changed.id });
  return changed;
}

/**
 * The late-refund job for one order: refunds in full a late payment whose order could not take
 * its stock again, records it in the ledger, and tells the customer. Done already (no refund
 * pending) is nothing to do. A refusal throws, so the job is tried again later; until then the
 * order stays refund pending (it can be neither deleted nor paid), and once the job gives up it
 * is refunded by hand.
 */
export async function refundLatePayment(orderId: string): Promise<void> {
  const order = await readOrder(orderId);
  const intentId = order?.transactionId;
  if (!order?.refundPending || !intentId) return;
  const provider = paymentProvider();
  const amountCents = orderTotalCents(order);
  try {
    // A key of its own for each attempt: the provider answers a known key with its first answer,
    // a failure included, for a day. A refund always returns the whole payment, so an attempt
    // after one that got through (its answer lost) is refused as already refunded: done.
    await provider.refund({
      intentId,
      amountCents,
      idempotencyKey: `late-refund-${order.id}-${crypto.randomUUID()}`,
    });
  } catch (error) {
    logger.error({ err: error, orderId: order.id, intentId }, "A late payment was not refunded");
    throw error;
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId,
      orderId: order.id,
      eventType: "refunded",
      amountCents,
      detail: "Paid after the order had expired and its stock was sold",
    });
    if (ledger.inserted)
      await recordOrderEvent(tx, {
        type: "refunded",
        order,
        actor: null,
        detail: orderEventDetails.lateRefunded(amountCents),
      });
    const [settled] = await tx
      .update(orders)
      .set({ refundPending: false })
      .where(eq(orders.id, order.id))
      .returning();
    await queueMail(tx, latePaymentRefundedMail(toOrderJson(settled ?? order), intentId));
  });
}
