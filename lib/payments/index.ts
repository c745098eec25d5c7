import "server-only";
import { paymentMode, stripeSettings } from "./config";
import { PaymentsNotConfiguredError, type PaymentProvider } from "./provider";
import { stripeProvider } from "./stripe-provider";
import { testProvider } from "./test-provider";

/**
 * The provider that holds the shop's existing intents (to confirm, cancel or refund them):
 * Stripe when it is configured, else the built-in test provider. One interface either way.
 */
export function paymentProvider(): PaymentProvider {
  const stripe = stripeSettings();
  return stripe ? stripeProvider(stripe) : testProvider;
}

/** The provider that takes a new payment; throws (503) while card payments are not configured. */
export function chargingProvider(): PaymentProvider {
  if (paymentMode() === "off") throw new PaymentsNotConfiguredError();
  return paymentProvider();
}
