import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { orderTotalCents } from "@/lib/contract/order";
import { formatDollars, formatMoney } from "@/lib/contract/money";
import { chargingProvider } from "@/lib/payments";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { orderMessages } from "@/lib/validation/spec-texts";
import { checkoutMessages } from "@/lib/validation/checkout-texts";
import type { CreateIntentInput } from "@/lib/validation/orders";
import { orderFor } from "@/lib/services/order-store";
import { orders } from "@/models";
import { recordOrderEvent } from "@/lib/services/order-events";
import { orderEventDetails } from "@/lib/validation/order-event-texts";
import { recordPaymentEvent } from "./ledger";
import { confirmedIntent, settlePayment } from "./settlement";

/**
 * `POST /api/payment/create-payment-intent`: the order's one intent, for the amount the server
 * computes. A returning customer gets the same intent again; a different `price` is refused.
 */
export async function createPaymentIntent(
  actor: Actor | null,
  input: CreateIntentInput,
): Promise<{ clientSecret: string; provider: "stripe" | "test" }> {
  const order = await orderFor(actor, input.orderId, "pay");
  // Before anything is written: no intent and no ledger row while payments are not configured.
  const provider = chargingProvider();
  if (order.paid) throw new AppError(409, orderMessages.alreadyPaid);
  if (order.checkoutId) throw new AppError(409, checkoutMessages.payWithCheckout(order.checkoutId));
  if (order.expiredAt) throw new AppError(409, orderMessages.orderExpired);
  const amountCents = orderTotalCents(order);
  // Orders placed before the order-time cap may exceed what a provider charges in one payment
  // (and what the ledger's amount column holds): refused here, before any intent or ledger row.
  if (amountCents > MAX_ORDER_TOTAL_CENTS)
    throw new AppError(
      422,
      orderMessages.totalAbovePaymentLimit(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)),
    );
  if (input.price !== undefined && Math.round(input.price * 100) !== amountCents)
    throw new AppError(
      400,
      `The amount must be the order's total of ${formatMoney(amountCents / 100)}.`,
    );
  const existing = order.paymentIntentId
    ? await provider.retrieveIntent(order.paymentIntentId)
    : null;
  if (existing?.status === "succeeded") {
    await settlePayment(provider.name, order, await confirmedIntent(provider, order, existing.id));
    throw new AppError(409, orderMessages.alreadyPaid);
  }
  if (existing && existing.status !== "canceled" && existing.amountCents === amountCents)
    return { clientSecret: existing.clientSecret, provider: provider.name };
  const intent = await provider.createIntent({
    subject: { orderId: order.id },
    amountCents,
    // The same key for the same order: two tabs paying at once share one intent.
    idempotencyKey: existing ? `order-${order.id}-after-${existing.id}` : `order-${order.id}`,
  });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ paymentIntentId: intent.id })
      .where(and(eq(orders.id, order.id), eq(orders.paid, false)));
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId: intent.id,
      orderId: order.id,
      eventType: "intent_created",
      amountCents,
      providerEventId: `intent_created:${intent.id}`,
    });
    // A second tab sharing the intent adds no second event.
    if (ledger.inserted)
      await recordOrderEvent(tx, {
        type: "intent_created",
        order,
        actor,
        detail: orderEventDetails.intentCreated(amountCents),
      });
  });
  return { clientSecret: intent.clientSecret, provider: provider.name };
}
