import "server-only";
import crypto from "node:crypto";
import { inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { logger } from "@/lib/log";
import { orderTotalCents, toOrderJson } from "@/domains/ordering";
import { lateRefundMail } from "@/lib/mail/order-mails";
import { paymentProvider } from "@/lib/payments";
import type { PaymentSubject, ProviderIntent } from "@/lib/payments/provider";
import { retake } from "@/domains/catalog/server";
import {
  purchaseLines,
  readPurchase,
  subjectOf,
  sumCents,
  type OrderRow,
  type Purchase,
} from "@/domains/ordering/server";
import { orders } from "@/models";
import { recordOrderEvents } from "@/domains/ordering/server";
import { orderEventDetails } from "@/domains/ordering";
import { queueMail } from "@/lib/jobs/mail";
import { sendJob } from "@/lib/jobs/send";
import { ledgerSubject, recordPaymentEvent } from "./ledger";
import { paidByIntent, updateUnpaid } from "./paid-by-intent";
import { kindOf } from "./purchase-kinds";

/** A savepoint's way out: one line's stock is gone, so no line takes its stock again. */
class StockGone extends Error {}

/**
 * A payment that succeeded at the provider after some or all of its lines expired, inside the
 * settling transaction. The money must not be lost; as at checkout, all or none: if every
 * expired line's stock can be taken again, every owed line is paid (and no longer expired);
 * otherwise none is, and the whole payment is owed back (refund pending, the intent kept as
 * their transaction), by a job queued in the same transaction (refundLatePayment).
 */
export async function settleLate(
  tx: Tx,
  purchase: Purchase,
  owed: OrderRow[],
  intent: ProviderIntent,
): Promise<OrderRow[]> {
  const expired = owed.filter((row) => row.expiredAt);
  const retaken = await tx
    .transaction(async (savepoint) => {
      for (const row of expired) if (!(await retake(savepoint, row))) throw new StockGone();
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof StockGone) return false;
      throw error;
    });
  if (!retaken) await sendJob(tx, "lateRefund", subjectOf(purchase));
  return updateUnpaid(
    tx,
    owed,
    retaken ? paidByIntent(intent.id) : { transactionId: intent.id, refundPending: true },
  );
}

/**
 * The late-refund job: refunds in full the late payment a purchase's lines owe back, records it
 * once, and tells the customer. Nothing owed (done already) is nothing to do. A refusal throws,
 * so the job is tried again later; until then the lines stay refund pending (they can be
 * neither deleted nor paid), and once the job gives up they are refunded by hand.
 */
export async function refundLatePayment(subject: PaymentSubject): Promise<void> {
  const purchase = await readPurchase(subject);
  const owing = purchase ? (await purchaseLines(purchase)).filter((row) => row.refundPending) : [];
  const intentId = owing[0]?.transactionId;
  if (!purchase || !intentId) return;
  const kind = kindOf(purchase);
  const provider = paymentProvider();
  const amountCents = sumCents(owing);
  try {
    // A key of its own for each attempt: the provider answers a known key with its first answer,
    // a failure included, for a day. A refund always returns the whole payment, so an attempt
    // after one that got through (its answer lost) is refused as already refunded: done.
    await provider.refund({
      intentId,
      amountCents,
      idempotencyKey: `late-refund-${purchase.id}-${crypto.randomUUID()}`,
    });
  } catch (error) {
    logger.error({ err: error, ...subject, intentId }, kind.lateRefundFailed);
    throw error;
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId,
      ...ledgerSubject(purchase),
      eventType: "refunded",
      amountCents,
      detail: kind.lateRefundDetail,
    });
    if (ledger.inserted)
      await recordOrderEvents(
        tx,
        owing.map((row) => ({
          type: "refunded" as const,
          order: row,
          actor: null,
          detail: orderEventDetails.lateRefunded(orderTotalCents(row)),
        })),
      );
    const settled = await tx
      .update(orders)
      .set({ refundPending: false })
      .where(
        inArray(
          orders.id,
          owing.map((row) => row.id),
        ),
      )
      .returning();
    const mail = lateRefundMail((settled.length > 0 ? settled : owing).map(toOrderJson), intentId);
    if (mail) await queueMail(tx, mail);
  });
}
