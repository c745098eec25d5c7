import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { paymentProvider } from "@/lib/payments";
import { orderFor, purchaseFor, type Purchase } from "@/domains/ordering/server";
import { confirmedIntent, settlePayment } from "./settlement";

/**
 * The customer says the purchase's payment went through; it counts once the provider confirms
 * the intent, and is recorded once whoever arrives first (this call, another, the webhook).
 * Answers the ledger row that holds the payment and whether this intent is the one that paid.
 */
async function claim(purchase: Purchase, transactionId: string) {
  const provider = paymentProvider();
  const intent = await confirmedIntent(provider, purchase, transactionId);
  return settlePayment(provider.name, purchase, intent);
}

/**
 * `POST /api/booking?id=` and `PATCH /api/orders/paid/{id}`: a claim on an order, which an order
 * of a checkout makes for its checkout (its one intent pays all its lines).
 */
export async function recordPayment(
  actor: Actor | null,
  orderId: string,
  transactionId: string,
): Promise<{ ledgerId: string | null; paidByThisIntent: boolean }> {
  const order = await orderFor(actor, orderId, "pay");
  const subject = order.checkoutId ? { checkoutId: order.checkoutId } : { orderId };
  return claim(await purchaseFor(actor, subject, "pay"), transactionId);
}

/** `POST /api/checkout/{id}/paid`: a claim on a checkout's payment. */
export async function recordCheckoutPayment(
  actor: Actor | null,
  checkoutId: string,
  transactionId: string,
): Promise<{ ledgerId: string | null; paidByThisIntent: boolean }> {
  return claim(await purchaseFor(actor, { checkoutId }, "pay"), transactionId);
}
