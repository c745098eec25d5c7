"use client";

import useSWR from "swr";
import { checkoutPath, type CheckoutAnswer } from "@/domains/ordering/client";
import type { PaymentClientConfig } from "@/lib/payments/client-config";
import { checkoutMessages } from "@/domains/ordering";
import { CheckoutSummary } from "./checkout-summary";
import { checkoutPayable } from "./payable";
import { PaymentScreen } from "./payment-screen";

/** Paying a checkout: every line it still owes, with one card payment for their sum. */
export function CheckoutPaymentView({
  checkoutId,
  payments,
}: {
  checkoutId: string;
  payments: PaymentClientConfig;
}) {
  const { data: checkout, error, mutate } = useSWR<CheckoutAnswer, Error>(checkoutPath(checkoutId));
  const settledText = checkout?.orders.some((order) => order.paid)
    ? checkoutMessages.nothingToPay
    : checkoutMessages.allExpired;
  const loaded = checkout && {
    summary: <CheckoutSummary checkout={checkout} />,
    ...(checkout.settled ? { settled: settledText } : { payable: checkoutPayable(checkout) }),
  };
  return (
    <PaymentScreen
      loaded={loaded}
      error={error}
      retry={() => void mutate()}
      loadingText="Loading your order…"
      payments={payments}
    />
  );
}
