import "server-only";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { orderTotalCents } from "@/domains/ordering";
import { paymentProvider } from "@/lib/payments";
import { orderMessages } from "@/domains/ordering";
import {
  awaitingShipment,
  purchaseOfOrder,
  readOrder,
  type OrderRow,
} from "@/domains/ordering/server";
import { orders } from "@/models";
import { recordOrderEvent, type EventActor } from "@/domains/ordering/server";
import { orderEventDetails } from "@/domains/ordering";
import { recordPaymentEvent } from "./ledger";
import { confirmedIntent, settlePayment } from "./settlement";

/**
 * Before an unpaid order goes, the intent of the purchase it is in (its own, or its checkout's,
 * which was for a sum with this order in it) is canceled at the provider, so no card pays it
 * afterwards. If a payment got there first, the purchase is settled as paid.
 */
export async function closeUnpaidIntent(order: OrderRow): Promise<void> {
  const purchase = await purchaseOfOrder(order);
  if (!purchase?.paymentIntentId) return;
  const provider = paymentProvider();
  const state = await provider.cancelIntent(purchase.paymentIntentId);
  if (state === "processing") throw new AppError(409, orderMessages.paymentProcessing);
  if (state === "canceled") return;
  const intent = await confirmedIntent(provider, purchase, purchase.paymentIntentId);
  await settlePayment(provider.name, purchase, intent);
}

/**
 * Refunds a paid order in full and records it. The order is claimed first (refund pending), so
 * it cannot ship while the provider works; a failed refund releases it and stops the deletion.
 * The ledger's row and the order's 'refunded' event (by `actor`, the admin) are one transaction.
 */
export async function refundInFull(order: OrderRow, actor: EventActor = null): Promise<void> {
  const intentId = order.transactionId;
  if (!intentId) throw new AppError(409, orderMessages.noTransactionToRefund);
  const db = await getDb();
  const claimed = await db
    .update(orders)
    .set({ refundPending: true })
    .where(awaitingShipment(order.id))
    .returning({ id: orders.id });
  if (claimed.length === 0) {
    const current = await readOrder(order.id);
    throw new AppError(
      409,
      current?.shipped ? orderMessages.shippedOrderNotDeletable : orderMessages.refundInProgress,
    );
  }
  const provider = paymentProvider();
  const amountCents = orderTotalCents(order);
  try {
    // A new key per attempt: Stripe replays a key's first answer, a refusal included, for a day.
    await provider.refund({
      intentId,
      amountCents,
      idempotencyKey: `refund-${order.id}-${crypto.randomUUID()}`,
    });
  } catch (error) {
    await db.update(orders).set({ refundPending: false }).where(eq(orders.id, order.id));
    const reason = error instanceof AppError ? error.message : "the provider did not answer";
    throw new AppError(409, orderMessages.refundFailed(reason));
  }
  await db.transaction(async (tx) => {
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId,
      orderId: order.id,
      eventType: "refunded",
      amountCents,
    });
    if (ledger.inserted)
      await recordOrderEvent(tx, {
        type: "refunded",
        order,
        actor,
        detail: orderEventDetails.refunded(amountCents),
      });
  });
}
