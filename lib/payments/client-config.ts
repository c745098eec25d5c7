import "server-only";
import { paymentMode, stripeSettings } from "./config";

/**
 * What the payment screen needs to know: which card form to show (and Stripe's public key), or
 * that card payments are not configured at all.
 */
export type PaymentClientConfig =
  { provider: "stripe"; publishableKey: string } | { provider: "test" } | { provider: "off" };

export function paymentClientConfig(): PaymentClientConfig {
  const stripe = stripeSettings();
  if (stripe) return { provider: "stripe", publishableKey: stripe.publishableKey };
  return { provider: paymentMode() === "test" ? "test" : "off" };
}
