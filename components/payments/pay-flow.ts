"use client";

import { bookPayment, createPaymentIntent } from "@/domains/payments/client/payments";
import type { OrderJson } from "@/domains/ordering";
import { orderMessages } from "@/domains/ordering";
import { bookingPayload } from "./booking-payload";

export interface ConfirmedIntent {
  id: string;
  status: string;
}

/** Confirms the card payment of one intent; throws with the provider's message when it fails. */
export type ConfirmCard = (clientSecret: string) => Promise<ConfirmedIntent>;

// Not in the spec: an intent that ended in another state than succeeded (e.g. still processing).
export const notCompleted = (status: string) =>
  `The payment was not completed (status: ${status}).`;

/**
 * One payment, whichever the card form (Stripe Elements or the test provider): an intent for the
 * order's total, the card confirmation, then the booking. Resolves with the transaction id only
 * when the provider said succeeded and the server recorded it; throws with a message otherwise.
 */
export async function payForOrder(order: OrderJson, confirm: ConfirmCard): Promise<string> {
  const { clientSecret } = await createPaymentIntent({ orderId: order._id, price: order.total });
  const intent = await confirm(clientSecret);
  if (intent.status !== "succeeded") throw new Error(notCompleted(intent.status));
  const { insertedId } = await bookPayment(order._id, bookingPayload(order, intent.id));
  if (!insertedId) throw new Error(orderMessages.somethingWrong);
  return intent.id;
}
