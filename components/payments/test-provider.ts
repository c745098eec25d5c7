"use client";

import { apiFetch } from "@/lib/client/api";
import type { TestCard } from "@/lib/validation/payments";
import type { ConfirmedIntent } from "./pay-flow";

/**
 * The built-in test provider's stand-in for stripe.confirmCardPayment: the server answers the
 * intent, or 402 with the provider's message ("Your card was declined.") which apiFetch throws.
 */
export async function confirmWithTestProvider(
  clientSecret: string,
  card: TestCard,
  billingDetails: { name: string; email: string },
): Promise<ConfirmedIntent> {
  const { paymentIntent } = await apiFetch<{ paymentIntent: ConfirmedIntent }>(
    "/api/payment/test-provider/confirm",
    {
      method: "POST",
      json: {
        clientSecret,
        card,
        billingDetails,
      },
    },
  );
  return paymentIntent;
}
