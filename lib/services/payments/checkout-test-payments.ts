import "server-only";
import { getDb } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Actor } from "@/lib/auth/actor";
import type { ProviderIntent } from "@/lib/payments/provider";
import { settleTestIntent } from "@/lib/payments/test-provider";
import { checkoutMessages } from "@/lib/validation/checkout-texts";
import { checkoutFor, ordersOfCheckout } from "@/lib/services/checkout/checkout-store";
import { recordPaymentEvent } from "./ledger";
import { settleCheckoutWithin } from "./checkout-settlement";

/**
 * The test provider's card confirmation for a checkout's intent: the checkout's orders stay
 * locked while the card is judged, then one success pays them all (or a decline is recorded).
 * Answers the intent as judged, or null for a decline.
 */
export async function confirmCheckoutTestPayment(
  actor: Actor,
  intent: ProviderIntent & { checkoutId: string },
  declined: string | null,
): Promise<ProviderIntent | null> {
  const checkout = await checkoutFor(actor, intent.checkoutId, "pay");
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await ordersOfCheckout(checkout.id, { tx, lock: true });
    if (rows.length > 0 && rows.every((row) => row.paid))
      throw new AppError(409, checkoutMessages.nothingToPay);
    const judged = await settleTestIntent(
      intent.id,
      declined ? { declined } : { succeeded: true },
      tx,
    );
    if (declined) {
      await recordPaymentEvent(tx, {
        provider: "test",
        intentId: intent.id,
        orderId: null,
        checkoutId: checkout.id,
        eventType: "failed",
        amountCents: intent.amountCents,
        detail: declined,
      });
      return null;
    }
    await settleCheckoutWithin(tx, "test", checkout.id, judged, `evt_test_succeeded_${judged.id}`);
    return judged;
  });
}
