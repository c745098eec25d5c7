import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { AppError } from "@/lib/errors";
import { paymentProvider } from "@/lib/payments";
import { orderMessages } from "@/lib/validation/spec-texts";
import { checkoutFor, readCheckout } from "@/lib/services/checkout/checkout-store";
import { confirmedCheckoutIntent, settleCheckout } from "./checkout-settlement";

/**
 * `POST /api/checkout/{id}/paid` (and a claim on any order of a checkout): the customer says the
 * checkout's payment went through; it counts once the provider confirms the intent, and is
 * recorded once whoever arrives first (this call, the webhook, the test provider).
 */
export async function recordCheckoutPayment(
  actor: Actor | null,
  checkoutId: string,
  transactionId: string,
): Promise<{ ledgerId: string | null; paidByThisIntent: boolean }> {
  const checkout = await checkoutFor(actor, checkoutId, "pay");
  const provider = paymentProvider();
  const intent = await confirmedCheckoutIntent(provider, checkout, transactionId);
  return settleCheckout(provider.name, checkout.id, intent);
}

/**
 * Before an unpaid order of a checkout goes, the checkout's intent is canceled at the provider,
 * so no card pays the old sum afterwards (the next payment gets an intent for what is left). If
 * a payment got there first, the checkout is settled as paid.
 */
export async function closeCheckoutIntent(checkoutId: string): Promise<void> {
  const checkout = await readCheckout(checkoutId);
  if (!checkout?.paymentIntentId) return;
  const provider = paymentProvider();
  const state = await provider.cancelIntent(checkout.paymentIntentId);
  if (state === "processing") throw new AppError(409, orderMessages.paymentProcessing);
  if (state === "canceled") return;
  const intent = await confirmedCheckoutIntent(provider, checkout, checkout.paymentIntentId);
  await settleCheckout(provider.name, checkout.id, intent);
}
