import "server-only";
import crypto from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { getDb, type Tx } from "@/lib/db";
import { logger } from "@/lib/log";
import { paymentProvider } from "@/lib/payments";
import type { ProviderIntent } from "@/lib/payments/provider";
import { retake } from "@/lib/services/stock";
import {
  ordersOfCheckout,
  sumCents,
  type CheckoutOrderRow,
} from "@/lib/services/checkout/checkout-store";
import { sendJob } from "@/lib/jobs/send";
import { orders } from "@/models";
import { orderTotalCents } from "@/lib/contract/order";
import { recordOrderEvents } from "@/lib/services/order-events";
import { orderEventDetails } from "@/lib/validation/order-event-texts";
import { recordPaymentEvent } from "./ledger";
import { paidByIntent } from "./paid-by-intent";

/** A savepoint's way out: one line's stock is gone, so no line takes its stock again. */
class StockGone extends Error {}

/**
 * A checkout's payment that arrived after some or all of its lines expired. As at checkout, all
 * or none: if every expired line's stock can be taken again, every owed line is paid; otherwise
 * none is, and the whole payment is owed back (refund pending, the intent kept as their
 * transaction), by a job queued in the same transaction (refundLateCheckout).
 */
export async function settleLateCheckout(
  tx: Tx,
  owed: CheckoutOrderRow[],
  intent: ProviderIntent,
): Promise<CheckoutOrderRow[]> {
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
  if (!retaken) await sendJob(tx, "lateRefund", { checkoutId: owed[0]!.checkoutId });
  return tx
    .update(orders)
    .set(retaken ? paidByIntent(intent.id) : { transactionId: intent.id, refundPending: true })
    .where(
      and(
        inArray(
          orders.id,
          owed.map((row) => row.id),
        ),
        eq(orders.paid, false),
      ),
    )
    .returning();
}

/**
 * The late-refund job for a checkout: refunds the payment its lines owe back in full and records
 * it once for the checkout. Nothing owed (done already) is nothing to do; a refusal throws, so
 * the job is tried again later (see refundLatePayment).
 */
export async function refundLateCheckout(checkoutId: string): Promise<void> {
  const owing = (await ordersOfCheckout(checkoutId)).filter((row) => row.refundPending);
  const intentId = owing[0]?.transactionId;
  if (!intentId) return;
  const provider = paymentProvider();
  const amountCents = sumCents(owing);
  try {
    // A key of its own for each attempt (see refundLatePayment).
    await provider.refund({
      intentId,
      amountCents,
      idempotencyKey: `late-refund-${checkoutId}-${crypto.randomUUID()}`,
    });
  } catch (error) {
    logger.error({ err: error, checkoutId, intentId }, "A late checkout payment was not refunded");
    throw error;
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId,
      orderId: null,
      checkoutId,
      eventType: "refunded",
      amountCents,
      detail: "Paid after the checkout had expired and its stock was sold",
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
    await tx
      .update(orders)
      .set({ refundPending: false })
      .where(
        inArray(
          orders.id,
          owing.map((row) => row.id),
        ),
      );
  });
}
