"use client";

import { markCheckoutPaid } from "@/domains/ordering/client";
import { createPaymentIntent } from "@/domains/payments/client/payments";
import type { CheckoutJson } from "@/domains/ordering";
import type { OrderJson } from "@/domains/ordering";
import { orderMessages } from "@/domains/ordering";
import { notCompleted, payForOrder, type ConfirmCard } from "./pay-flow";

/** What a card form pays: one order, or a checkout's orders together. */
export interface Payable {
  /** The amount in dollars, as the server computed it. */
  total: number;
  author: { name: string; email: string };
  /** The order My Orders reports the payment for (a checkout's first line stands for all). */
  reportedOrderId: string;
  /** Intent, card, and the shop told; resolves with the transaction id. */
  pay: (confirm: ConfirmCard) => Promise<string>;
}

export const orderPayable = (order: OrderJson): Payable => ({
  total: order.total,
  author: order.author,
  reportedOrderId: order._id,
  pay: (confirm) => payForOrder(order, confirm),
});

/** One intent for everything the checkout still owes, then the claim that records it. */
async function payForCheckout(checkout: CheckoutJson, confirm: ConfirmCard): Promise<string> {
  const { clientSecret } = await createPaymentIntent({
    checkoutId: checkout._id,
    price: checkout.due,
  });
  const intent = await confirm(clientSecret);
  if (intent.status !== "succeeded") throw new Error(notCompleted(intent.status));
  const { paidByThisIntent } = await markCheckoutPaid(checkout._id, {
    transactionId: intent.id,
  });
  if (!paidByThisIntent) throw new Error(orderMessages.somethingWrong);
  return intent.id;
}

export function checkoutPayable(checkout: CheckoutJson): Payable {
  const due = checkout.orders.filter((order) => order.status === "pending");
  const first = due[0] ?? checkout.orders[0]!;
  return {
    total: checkout.due,
    author: first.author,
    reportedOrderId: first._id,
    pay: (confirm) => payForCheckout(checkout, confirm),
  };
}
