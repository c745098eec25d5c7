import "server-only";
import { config, type AppConfig } from "@/lib/config";

export type StripeSettings = NonNullable<AppConfig["stripe"]>;

/** Stripe when both its keys are set; otherwise the built-in test provider, or nothing. */
export function stripeSettings(): StripeSettings | undefined {
  return config().stripe;
}

/** Who takes card payments: Stripe, the built-in test provider, or nobody ("off"). */
export type PaymentMode = "stripe" | "test" | "off";

/**
 * Stripe when it is configured. Otherwise the test provider, which takes no real money: so a
 * production server runs it only when the operator says so (PAYMENTS_TEST_MODE=true), else a
 * shop whose keys went missing would look as if it were paid. Development and tests need no keys.
 */
export function paymentMode(): PaymentMode {
  const settings = config();
  if (settings.stripe) return "stripe";
  if (settings.nodeEnv !== "production" || settings.paymentsTestMode) return "test";
  return "off";
}
