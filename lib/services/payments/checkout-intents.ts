import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { formatDollars } from "@/lib/contract/money";
import { chargingProvider } from "@/lib/payments";
import { MAX_ORDER_TOTAL_CENTS } from "@/lib/validation/limits";
import { orderMessages } from "@/lib/validation/spec-texts";
import { checkoutMessages } from "@/lib/validation/checkout-texts";
import {
  checkoutFor,
  dueOrders,
  ordersOfCheckout,
  sumCents,
  type CheckoutOrderRow,
} from "@/lib/services/checkout/checkout-store";
import { checkouts } from "@/models";
import type { PaymentIntentInput } from "@/lib/validation/checkout";
import { recordOrderEvents } from "@/lib/services/order-events";
import { orderEventDetails } from "@/lib/validation/order-event-texts";
import { recordPaymentEvent } from "./ledger";
import { createPaymentIntent } from "./intents";
import { confirmedCheckoutIntent, settleCheckout } from "./checkout-settlement";

/** Why nothing of the checkout is left to pay. */
function nothingDue(rows: CheckoutOrderRow[]): AppError {
  const anyPaid = rows.some((row) => row.paid);
  return new AppError(409, anyPaid ? checkoutMessages.nothingToPay : checkoutMessages.allExpired);
}

/**
 * `POST /api/payment/create-payment-intent` with `{ checkoutId }`: one intent for the sum of the
 * checkout's unpaid orders, computed here. A returning customer gets the same intent again while
 * the sum is unchanged; a different `price` is refused.
 */
export async function createCheckoutIntent(
  actor: Actor | null,
  input: { checkoutId: string; price?: number },
): Promise<{ clientSecret: string; provider: "stripe" | "test" }> {
  const checkout = await checkoutFor(actor, input.checkoutId, "pay");
  const provider = chargingProvider();
  const rows = await ordersOfCheckout(checkout.id);
  const due = dueOrders(rows);
  if (due.length === 0) throw nothingDue(rows);
  const amountCents = sumCents(due);
  if (amountCents > MAX_ORDER_TOTAL_CENTS)
    throw new AppError(
      422,
      orderMessages.totalAbovePaymentLimit(formatDollars(MAX_ORDER_TOTAL_CENTS / 100)),
    );
  if (input.price !== undefined && Math.round(input.price * 100) !== amountCents)
    throw new AppError(400, checkoutMessages.amountMismatch(formatDollars(amountCents / 100)));
  const existing = checkout.paymentIntentId
    ? await provider.retrieveIntent(checkout.paymentIntentId)
    : null;
  if (existing?.status === "succeeded") {
    await settleCheckout(
      provider.name,
      checkout.id,
      await confirmedCheckoutIntent(provider, checkout, existing.id),
    );
    throw new AppError(409, checkoutMessages.nothingToPay);
  }
  if (existing && existing.status !== "canceled" && existing.amountCents === amountCents)
    return { clientSecret: existing.clientSecret, provider: provider.name };
  const intent = await provider.createIntent({
    subject: { checkoutId: checkout.id },
    amountCents,
    // Two tabs paying at once share one intent; a changed sum gets a new one.
    idempotencyKey: existing
      ? `checkout-${checkout.id}-after-${existing.id}`
      : `checkout-${checkout.id}`,
  });
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(checkouts)
      .set({ paymentIntentId: intent.id })
      .where(eq(checkouts.id, checkout.id));
    const ledger = await recordPaymentEvent(tx, {
      provider: provider.name,
      intentId: intent.id,
      orderId: null,
      checkoutId: checkout.id,
      eventType: "intent_created",
      amountCents,
      providerEventId: `intent_created:${intent.id}`,
    });
    // One event for each order the intent is for; none again for a second tab sharing it.
    if (ledger.inserted)
      await recordOrderEvents(
        tx,
        due.map((row) => ({
          type: "intent_created" as const,
          order: row,
          actor,
          detail: orderEventDetails.checkoutIntentCreated(amountCents),
        })),
      );
  });
  return { clientSecret: intent.clientSecret, provider: provider.name };
}

/** The intent call, for whichever it names: one order, or a checkout's orders together. */
export const createIntentFor = (actor: Actor | null, input: PaymentIntentInput) =>
  "checkoutId" in input ? createCheckoutIntent(actor, input) : createPaymentIntent(actor, input);
