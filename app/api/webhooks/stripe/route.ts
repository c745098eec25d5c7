import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { readTextLimited } from "@/lib/http/read-limited";
import { handleStripeWebhook } from "@/lib/services/stripe-webhook";
import { WEBHOOK_BODY_MAX_BYTES, bodyTooLarge } from "@/lib/validation/limits";

// The signature covers the exact bytes Stripe sent, so the body is read raw, never re-encoded.
export async function POST(request: Request) {
  return handle(async () => {
    const signature = request.headers.get("stripe-signature");
    const body = await readTextLimited(
      request,
      WEBHOOK_BODY_MAX_BYTES,
      bodyTooLarge(WEBHOOK_BODY_MAX_BYTES),
    );
    return NextResponse.json(await handleStripeWebhook(body, signature));
  });
}
