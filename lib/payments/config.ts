import "server-only";
import { config, type AppConfig } from "@/lib/config";

export type StripeSettings = NonNullable<AppConfig["stripe"]>;

/** Stripe when both its keys are set; otherwise the built-in test provider. */
export function stripeSettings(): StripeSettings | undefined {
  return config().stripe;
}
