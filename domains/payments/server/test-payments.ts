import "server-only";
import { getDb } from "@/lib/db";
import { AppError, NotFoundError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import { requireUser } from "@/lib/auth/guards";
import { paymentMode } from "@/lib/payments/config";
import { PaymentProviderError, PaymentsNotConfiguredError } from "@/lib/payments/provider";
import { declineReason } from "@/lib/payments/test-cards";
import { findTestIntentBySecret, settleTestIntent } from "@/lib/payments/test-provider";
import { parseExpiry, type TestConfirmInput } from "@/domains/payments/payments";
import { purchaseFor, purchaseLines } from "@/domains/ordering/server";
import { ledgerSubject, recordPaymentEvent } from "./ledger";
import { kindOf } from "./purchase-kinds";
import { settleWithin } from "./settlement";

export const TEST_PROVIDER_OFF =
  "The test payment provider is off: this shop takes payments through Stripe.";

/** The test provider's route exists until Stripe is configured (then it answers 404). */
export const stripeNotConfigured = () => paymentMode() !== "stripe";

/**
 * The test provider takes payments only while Stripe is not configured, and on a production
 * server only with PAYMENTS_TEST_MODE=true; otherwise card payments are off (503).
 */
function assertTestProviderOn(): void {
  const mode = paymentMode();
  if (mode === "stripe") throw new AppError(404, TEST_PROVIDER_OFF);
  if (mode === "off") throw new PaymentsNotConfiguredError();
}

/**
 * `POST /api/payment/test-provider/confirm`: the test provider's stand-in for Stripe's
 * confirmCardPayment. A success is delivered to the shop at once, as Stripe's webhook would
 * deliver it; a decline is kept in the ledger and answered with the provider's message.
 */
export async function confirmTestPayment(
  actor: Actor | null,
  input: TestConfirmInput,
): Promise<{ paymentIntent: { id: string; status: string; amount: number } }> {
  const user = requireUser(actor);
  assertTestProviderOn();
  const intent = await findTestIntentBySecret(input.clientSecret);
  const reason = declineReason({ number: input.card.number, ...parseExpiry(input.card.expiry) });
  const subject = intent?.checkoutId
    ? { checkoutId: intent.checkoutId }
    : intent?.orderId
      ? { orderId: intent.orderId }
      : null;
  if (!intent || !subject) throw new NotFoundError("Payment intent");
  const purchase = await purchaseFor(user, subject, "pay");
  const db = await getDb();
  // The purchase's orders stay locked while the card is judged, so a delete cannot slip in
  // between a taken payment and the orders it pays for.
  const settled = await db.transaction(async (tx) => {
    const rows = await purchaseLines(purchase, { tx, lock: true });
    if (rows.length === 0 && purchase.kind === "order") throw new NotFoundError("Order");
    if (rows.length > 0 && rows.every((row) => row.paid))
      throw new AppError(409, kindOf(purchase).nothingLeft);
    const judged = await settleTestIntent(
      intent.id,
      reason ? { declined: reason } : { succeeded: true },
      tx,
    );
    if (reason) {
      await recordPaymentEvent(tx, {
        provider: "test",
        intentId: intent.id,
        ...ledgerSubject(purchase),
        eventType: "failed",
        amountCents: intent.amountCents,
        detail: reason,
      });
      return null;
    }
    await settleWithin(tx, "test", purchase, judged, `evt_test_succeeded_${judged.id}`);
    return judged;
  });
  if (!settled) throw new PaymentProviderError(reason ?? "Your card was declined.");
  const { id, status, amountCents } = settled;
  return { paymentIntent: { id, status, amount: amountCents } };
}
