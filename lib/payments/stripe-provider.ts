import "server-only";
import Stripe from "stripe";
import type { StripeSettings } from "./config";
import { PaymentProviderError, type PaymentProvider, type ProviderIntent } from "./provider";

/** The one currency the shop charges in: every intent it creates is in US dollars. */
export const SHOP_CURRENCY = "usd";

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: intent.status,
    amountCents: intent.amount,
    orderId: intent.metadata?.orderId ?? null,
    checkoutId: intent.metadata?.checkoutId ?? null,
  };
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.code === "resource_missing";
}

/** Stripe's client, pointed at `apiBase` when tests stand in for Stripe's servers. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  return {
    name: "stripe",
    async createIntent({ subject, amountCents, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: SHOP_CURRENCY,
          allowed_payment_method_types: ["card"],
          metadata: { ...subject },
        },
        { idempotencyKey },
      );
      return toIntent(intent);
    },
    async retrieveIntent(intentId) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(intentId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async cancelIntent(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
        return "canceled";
      } catch (error) {
        // Stripe refuses to cancel an intent that succeeded or is processing: ask which.
        const intent = await stripe.paymentIntents.retrieve(intentId).catch(() => null);
        if (intent?.status === "canceled") return "canceled";
        if (intent?.status === "succeeded") return "succeeded";
        if (intent?.status === "processing") return "processing";
        throw error;
      }
    },
    async refund({ intentId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, amount: amountCents },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        // An earlier attempt got through but its answer was lost: the money is back already.
        if (error instanceof Stripe.errors.StripeError && error.code === "charge_already_refunded")
          return { refundId: "already-refunded" };
        if (error instanceof Stripe.errors.StripeError)
          throw new PaymentProviderError(error.message, 502);
        throw error;
      }
    },
  };
}
