"use client";

import useSWR from "swr";
import { orderPath, type OrderAnswer } from "@/domains/ordering/client";
import type { PaymentClientConfig } from "@/lib/payments/client-config";
import { orderMessages } from "@/domains/ordering";
import { OrderSummary } from "./order-summary";
import { orderPayable } from "./payable";
import { PaymentScreen } from "./payment-screen";

/** Paying one order: its summary and the card form for its total. */
export function PaymentView({
  orderId,
  payments,
}: {
  orderId: string;
  payments: PaymentClientConfig;
}) {
  const { data: order, error, mutate } = useSWR<OrderAnswer, Error>(orderPath(orderId));
  const loaded = order && {
    summary: <OrderSummary order={order} />,
    ...(order.paid ? { settled: orderMessages.alreadyPaid } : { payable: orderPayable(order) }),
  };
  return (
    <PaymentScreen
      loaded={loaded}
      error={error}
      retry={() => void mutate()}
      loadingText="Loading the order…"
      payments={payments}
    />
  );
}
