import "server-only";
import { stripeSettings } from "./config";
import type { PaymentProvider } from "./provider";
import { stripeProvider } from "./stripe-provider";
import { testProvider } from "./test-provider";

/** Stripe when it is configured, else the built-in test provider: one interface either way. */
export function paymentProvider(): PaymentProvider {
  const stripe = stripeSettings();
  return stripe ? stripeProvider(stripe) : testProvider;
}
