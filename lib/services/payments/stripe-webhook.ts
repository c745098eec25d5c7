import "server-only";
import Stripe from "stripe";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { orderTotalCents } from "@/lib/contract/order";
import { stripeSettings } from "@/lib/payments/config";
import { SHOP_CURRENCY, stripeClient } from "@/lib/payments/stripe-provider";
import { paymentProvider } from "@/lib/payments";
import {
  orderPurchase,
  readCheckout,
  readOrder,
  readPurchase,
  type OrderRow,
} from "@/lib/services/order-store";
import { recordPaymentEvent } from "./ledger";
import { confirmedIntent, settlePayment } from "./settlement";

async function orderOf(intent: Stripe.PaymentIntent) {
  const orderId = intent.metadata?.orderId;
  return orderId ? readOrder(orderId) : null;
}

/**
 * Why a succeeded intent does not pay the order its metadata names, or null when it is that
 * order's own intent, for its total, in the shop's currency. Metadata is only a claim: anyone
 * with access to the Stripe account can put an order's id on an intent of their own.
 */
function whyNotTheOrdersPayment(intent: Stripe.PaymentIntent, order: OrderRow | null) {
  if (!order) return "No order matches this payment";
  if (intent.id !== order.paymentIntentId)
    return `Not the order's own payment intent (${order.paymentIntentId ?? "none"})`;
  if (intent.currency !== SHOP_CURRENCY)
    return `Paid in ${intent.currency}, not the shop's currency (${SHOP_CURRENCY})`;
  const totalCents = orderTotalCents(order);
  if (intent.amount !== totalCents)
    return `Paid ${intent.amount} cents, not the order's total of ${totalCents} cents`;
  return null;
}

/**
 * `POST /api/webhooks/stripe`: verifies the signature on the raw body, then records the event
 * once. A success of the order's own intent, for its total in dollars, marks it paid unless the
 * client got there first; any other success is only recorded. A redelivered or late event
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
  if (event.type === "payment_intent.succeeded" && event.data.object.metadata?.checkoutId) {
    await settleCheckoutEvent(event.id, event.data.object);
  } else if (event.type === "payment_intent.succeeded") {
    const intent = event.data.object;
    const order = await orderOf(intent);
    const mismatch = whyNotTheOrdersPayment(intent, order);
    if (order && !mismatch) {
      await settlePayment(
        "stripe",
        orderPurchase(order),
        {
          id: intent.id,
          clientSecret: "",
          status: intent.status,
          amountCents: intent.amount,
          orderId: order.id,
          checkoutId: null,
        },
        event.id,
      );
    } else {
      // Kept for the books, and ignored: money arrived that does not pay this order.
      await record(event.id, intent, "succeeded", order?.id ?? null, mismatch ?? undefined);
    }
  } else if (event.type === "payment_intent.payment_failed") {
    const intent = event.data.object;
    const order = await orderOf(intent);
    await record(
      event.id,
      intent,
      "failed",
      order?.id ?? null,
      intent.last_payment_error?.message,
      {
        checkoutId: intent.metadata?.checkoutId ?? null,
      },
    );
  }
  return { received: true };
}

async function record(
  eventId: string,
  intent: Stripe.PaymentIntent,
  eventType: "succeeded" | "failed",
  orderId: string | null,
  detail?: string,
  { checkoutId = null }: { checkoutId?: string | null } = {},
) {
  const db = await getDb();
  await recordPaymentEvent(db, {
    provider: "stripe",
    intentId: intent.id,
    orderId,
    checkoutId: checkoutId && (await readCheckout(checkoutId)) ? checkoutId : null,
    eventType,
    amountCents: intent.amount,
    providerEventId: eventId,
    detail,
  });
}

/**
 * A success of a checkout's intent: it pays the checkout's orders when it is the checkout's own
 * intent, in dollars, for what the checkout owes; otherwise it is only recorded.
 */
async function settleCheckoutEvent(eventId: string, intent: Stripe.PaymentIntent) {
  const checkout = await readPurchase({ checkoutId: intent.metadata.checkoutId! });
  let mismatch: string | null = null;
  if (!checkout) mismatch = "No checkout matches this payment";
  else if (intent.id !== checkout.paymentIntentId)
    mismatch = `Not the checkout's own payment intent (${checkout.paymentIntentId ?? "none"})`;
  else if (intent.currency !== SHOP_CURRENCY)
    mismatch = `Paid in ${intent.currency}, not the shop's currency (${SHOP_CURRENCY})`;
  if (checkout && !mismatch) {
    const provider = paymentProvider();
    try {
      const confirmed = await confirmedIntent(provider, checkout, intent.id);
      // The event's own amount must be what the checkout owes, as the provider's record is.
      if (confirmed.amountCents === intent.amount) {
        await settlePayment("stripe", checkout, confirmed, eventId);
        return;
      }
      mismatch = `Paid ${intent.amount} cents, not what the checkout owes`;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      mismatch = `Paid ${intent.amount} cents, not what the checkout owes`;
    }
  }
  await record(eventId, intent, "succeeded", null, mismatch ?? undefined, {
    checkoutId: checkout?.id ?? null,
  });
}
