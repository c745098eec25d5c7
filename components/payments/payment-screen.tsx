"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { ArrowLeftIcon, CheckCircleIcon } from "@/components/ui/icons";
import type { PaymentClientConfig } from "@/lib/payments/client-config";
import type { Payable } from "./payable";
import { PaymentsNotConfigured, TestModeNotice } from "./payment-mode-notice";
import { TestCardForm } from "./test-card-form";

// Stripe's code is fetched only when Stripe is configured and this screen shows a card form.
const StripeCardForm = dynamic(() => import("./stripe-card-form"), {
  ssr: false,
  loading: () => <div className="skeleton h-40 w-full" aria-hidden="true" />,
});

/** What the screen pays once loaded: its summary, and either a payable or why nothing is due. */
export type Loaded = { summary: React.ReactNode } & (
  { payable: Payable; settled?: undefined } | { payable?: undefined; settled: string }
);

/**
 * Payment: what is being paid and the card form of whichever provider is configured, labelled as
 * test mode whenever the test provider takes the payments; no form when none is configured.
 */
export function PaymentScreen({
  loaded,
  error,
  retry,
  loadingText,
  payments,
}: {
  loaded: Loaded | undefined;
  error: Error | undefined;
  retry: () => void;
  loadingText: string;
  payments: PaymentClientConfig;
}) {
  let body: React.ReactNode;
  if (error && !loaded) body = <ErrorState message={error.message} onRetry={retry} />;
  else if (!loaded)
    body = (
      <div className="grid gap-6 lg:grid-cols-2" aria-busy="true">
        <div className="skeleton h-72" />
        <div className="skeleton h-72" />
        <span className="sr-only" role="status">
          {loadingText}
        </span>
      </div>
    );
  else
    body = (
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {loaded.summary}
        <section aria-label="Pay by card" className="card border border-base-300 bg-base-100">
          <div className="card-body">
            {!loaded.payable ? (
              <p role="status" className="alert alert-success">
                <CheckCircleIcon className="h-5 w-5" />
                {loaded.settled}
              </p>
            ) : payments.provider === "stripe" ? (
              <StripeCardForm publishableKey={payments.publishableKey} payable={loaded.payable} />
            ) : payments.provider === "off" ? (
              <PaymentsNotConfigured />
            ) : (
              <TestCardForm payable={loaded.payable} />
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
