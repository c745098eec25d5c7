import "server-only";
import Stripe from "stripe";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { stripeSettings } from "@/lib/payments/config";
import { SHOP_CURRENCY, stripeClient } from "@/lib/payments/stripe-provider";
import { purchaseLines, readPurchase, type Purchase } from "@/domains/ordering/server";
import { ledgerSubject, recordPaymentEvent } from "./ledger";
import { kindOf } from "./purchase-kinds";
import { settlePayment } from "./settlement";

/** The purchase the intent's metadata names (a checkout's, else an order's), if it exists. */
async function purchaseOf(intent: Stripe.PaymentIntent) {
  const { orderId, checkoutId } = intent.metadata ?? {};
  if (checkoutId) return readPurchase({ checkoutId });
  return orderId ? readPurchase({ orderId }) : null;
}

/**
 * Why a succeeded intent does not pay the purchase its metadata names, or null when it is that
 * purchase's own intent, in the shop's currency, for what its lines owe. Metadata is only a
 * claim: anyone with access to the Stripe account can put an order's id on an intent of their own.
 */
async function whyNotItsPayment(intent: Stripe.PaymentIntent, purchase: Purchase | null) {
  const noun = intent.metadata?.checkoutId ? "checkout" : "order";
  if (!purchase) return `No ${noun} matches this payment`;
  if (intent.id !== purchase.paymentIntentId)
    return `Not the ${noun}'s own payment intent (${purchase.paymentIntentId ?? "none"})`;
  if (intent.currency !== SHOP_CURRENCY)
    return `Paid in ${intent.currency}, not the shop's currency (${SHOP_CURRENCY})`;
  const kind = kindOf(purchase);
  const rows = await purchaseLines(purchase);
  if (!kind.covers(rows, { id: intent.id, amountCents: intent.amount }))
    return kind.notCovered(intent.amount, rows);
  return null;
}

/**
 * `POST /api/webhooks/stripe`: verifies the signature on the raw body, then records the event
 * once. A success of a purchase's own intent (an order's, or a checkout's), in dollars, for
 * what it owes, marks its orders paid unless the client got there first; any other success is
 * only recorded. A redelivered or late event
 * changes nothing twice, and a failure never unpays an order.
 */
export async function handleStripeWebhook({
  payload,
  signature,
}: {
  payload: string;
  signature: string | null;
}): Promise<{ received: true }> {
  const settings = stripeSettings();
  if (!settings?.webhookSecret) throw new AppError(404, "Stripe webhooks are not configured.");
  if (!signature) throw new AppError(400, "The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = stripeClient(settings).webhooks.constructEvent(
      payload,
      signature,
      settings.webhookSecret,
    );
  } catch {
    throw new AppError(400, "The webhook signature is not valid.");
  }
  if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    const purchase = await purchaseOf(intent);
    const mismatch = await whyNotItsPayment(intent, purchase);
    if (purchase && !mismatch)
      await settlePayment(
        "stripe",
        purchase,
        {
          id: intent.id,
          clientSecret: "",
          status: intent.status,
          amountCents: intent.amount,
          orderId: intent.metadata?.orderId ?? null,
          checkoutId: intent.metadata?.checkoutId ?? null,
        },
        event.id,
      );
    // Kept for the books, and ignored: money arrived that does not pay this purchase.
    else await record(event.id, intent, "succeeded", purchase, mismatch ?? undefined);
  } else if (event.type === "payment_intent.payment_failed") {
    const intent = event.data.object;
    await record(
      event.id,
      intent,
      "failed",
      await purchaseOf(intent),
      intent.last_payment_error?.message,
    );
  }
  return { received: true };
}

async function record(
  eventId: string,
  intent: Stripe.PaymentIntent,
  eventType: "succeeded" | "failed",
  purchase: Purchase | null,
  detail?: string,
) {
  const db = await getDb();
  await recordPaymentEvent(db, {
    provider: "stripe",
    intentId: intent.id,
    ...(purchase ? ledgerSubject(purchase) : { orderId: null }),
    eventType,
    amountCents: intent.amount,
    providerEventId: eventId,
    detail,
  });
}
