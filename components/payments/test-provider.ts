"use client";

import { confirmTestPayment } from "@/domains/payments/client/payments";
import type { TestCard } from "@/domains/payments/payments";
import type { ConfirmedIntent } from "./pay-flow";

/**
 * The built-in test provider's stand-in for stripe.confirmCardPayment: the server answers the
 * intent, or 402 with the provider's message ("Your card was declined.") which the call throws.
 */
export async function confirmWithTestProvider(
  clientSecret: string,
  card: TestCard,
  billingDetails: { name: string; email: string },
): Promise<ConfirmedIntent> {
  const { paymentIntent } = await confirmTestPayment({ clientSecret, card, billingDetails });
  return paymentIntent;
}
