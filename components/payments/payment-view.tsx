"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import useSWR from "swr";
import { ErrorState } from "@/components/dashboard/error-state";
import { ArrowLeftIcon, CheckCircleIcon } from "@/components/ui/icons";
import type { OrderJson } from "@/lib/contract/order";
import type { PaymentClientConfig } from "@/lib/payments/client-config";
import { orderMessages } from "@/lib/validation/spec-texts";
import { OrderSummary } from "./order-summary";
import { PaymentsNotConfigured, TestModeNotice } from "./payment-mode-notice";
import { TestCardForm } from "./test-card-form";

// Stripe's code is fetched only when Stripe is configured and this screen shows a card form.
const StripeCardForm = dynamic(() => import("./stripe-card-form"), {
  ssr: false,
  loading: () => <div className="skeleton h-40 w-full" aria-hidden="true" />,
});

/**
 * Payment: the order to pay and the card form of whichever provider is configured, labelled as
 * test mode whenever the test provider takes the payments; no form when none is configured.
 */
export function PaymentView({
  orderId,
  payments,
}: {
  orderId: string;
  payments: PaymentClientConfig;
}) {
  const {
    data: order,
    error,
    mutate,
  } = useSWR<OrderJson, Error>(`/api/orders/${encodeURIComponent(orderId)}`);

  let body: React.ReactNode;
  if (error && !order) body = <ErrorState message={error.message} onRetry={() => void mutate()} />;
  else if (!order)
    body = (
      <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
        <div className="skeleton h-72" />
        <div className="skeleton h-72" />
        <span className="sr-only" role="status">
          Loading the order…
        </span>
      </div>
    );
  else
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <OrderSummary order={order} />
        <section aria-label="Pay by card" className="card border border-base-300 bg-base-100">
          <div className="card-body">
            {order.paid ? (
              <p role="status" className="alert alert-success">
                <CheckCircleIcon className="h-5 w-5" />
                {orderMessages.alreadyPaid}
              </p>
            ) : payments.provider === "stripe" ? (
              <StripeCardForm publishableKey={payments.publishableKey} order={order} />
            ) : payments.provider === "off" ? (
              <PaymentsNotConfigured />
            ) : (
              <TestCardForm order={order} />
            )}
          </div>
        </section>
      </div>
    );

  return (
    <>
      <Link href="/dashboard/my-orders" className="btn btn-ghost btn-sm mb-4 gap-2">
        <ArrowLeftIcon className="h-4 w-4" /> Back to My Orders
      </Link>
      {payments.provider === "test" && <TestModeNotice />}
      {body}
    </>
  );
}
