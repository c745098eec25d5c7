import "server-only";
import type { Actor } from "@/lib/auth/actor";
import { paymentProvider } from "@/lib/payments";
import { orderFor } from "@/lib/services/order-store";
import { confirmedIntent, settlePayment } from "./settlement";
import { recordCheckoutPayment } from "./checkout-claims";

/**
 * `POST /api/booking?id=` and `PATCH /api/orders/paid/{id}`: the customer says their payment
 * went through; it counts once the provider confirms the intent, and is recorded once whoever
 * arrives first (this call, the other, the webhook). Answers the ledger row that holds the
 * payment and whether this intent is the one that paid the order.
 */
export async function recordPayment(
  actor: Actor | null,
  orderId: string,
  transactionId: string,
): Promise<{ ledgerId: string | null; paidByThisIntent: boolean }> {
  const order = await orderFor(actor, orderId, "pay");
  // An order of a checkout is paid by the checkout's one intent, with all its lines.
  if (order.checkoutId) return recordCheckoutPayment(actor, order.checkoutId, transactionId);
  const provider = paymentProvider();
  const intent = await confirmedIntent(provider, order, transactionId);
  return settlePayment(provider.name, order, intent);
}
