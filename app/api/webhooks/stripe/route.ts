import { NextResponse } from "next/server";
import { handle } from "@/lib/http/respond";
import { handleStripeWebhook } from "@/lib/services/stripe-webhook";

// The signature covers the exact bytes Stripe sent, so the body is read raw, never re-encoded.
export async function POST(request: Request) {
  return handle(async () => {
    const signature = request.headers.get("stripe-signature");
    return NextResponse.json(await handleStripeWebhook(await request.text(), signature));
  });
}
