import { signedText } from "@/lib/http/body-readers";
import { route } from "@/lib/http/route";
import { handleStripeWebhook } from "@/domains/payments/server";
import { WEBHOOK_BODY_MAX_BYTES } from "@/lib/validation/limits";

// Authenticated by Stripe's signature over the exact bytes sent, so the body is read raw.
export const POST = route(
  { access: "public", body: signedText(WEBHOOK_BODY_MAX_BYTES, "stripe-signature") },
  ({ body }) => handleStripeWebhook(body),
);
