import "server-only";
import { stripeSettings } from "./config";

/** What the payment screen needs to know: which card form to show, and Stripe's public key. */
export type PaymentClientConfig =
  { provider: "stripe"; publishableKey: string } | { provider: "test" };

export function paymentClientConfig(): PaymentClientConfig {
  const stripe = stripeSettings();
  return stripe
    ? { provider: "stripe", publishableKey: stripe.publishableKey }
    : { provider: "test" };
}
