"use client";

import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
// The pure entry loads Stripe.js only when loadStripe is called, not on import.
import { loadStripe } from "@stripe/stripe-js/pure";
import { useEffect, useState } from "react";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { orderMessages } from "@/domains/ordering";
import { PayButton } from "./pay-button";
import type { Payable } from "./payable";
import { usePayment } from "./use-payment";

// Not in the spec: Stripe.js could not be fetched (offline, blocked), so there is no card field.
const NOT_LOADED = "The card form could not be loaded. Check your connection and reload the page.";

// One Stripe instance per key for the tab: <Elements> must keep the same promise across renders.
const stripes = new Map<string, ReturnType<typeof loadStripe>>();
function stripeFor(publishableKey: string) {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
}

/**
 * Stripe Elements' card form. Loaded with next/dynamic by the payment screen only, so Stripe's
 * code stays out of every other page. The payment itself is the shared flow (usePayment).
 */
export default function StripeCardForm({
  publishableKey,
  payable,
}: {
  publishableKey: string;
  payable: Payable;
}) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    stripeFor(publishableKey).then(
      (stripe) => setFailed(stripe === null),
      () => setFailed(true),
    );
  }, [publishableKey]);

  if (failed) return <ErrorState message={NOT_LOADED} onRetry={() => window.location.reload()} />;
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeForm payable={payable} />
    </Elements>
  );
}

function StripeForm({ payable }: { payable: Payable }) {
  const stripe = useStripe();
  const elements = useElements();
  const { busy, pay } = usePayment(payable);
  const [complete, setComplete] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    void pay(async (clientSecret) => {
      const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: payable.author },
      });
      // The provider's own message ("Your card was declined.") goes to the error toast.
      if (error || !paymentIntent) throw new Error(error?.message ?? orderMessages.somethingWrong);
      return { id: paymentIntent.id, status: paymentIntent.status };
    });
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} aria-label="Card payment">
      <fieldset className="fieldset">
        <legend className="fieldset-legend text-base">Card details</legend>
        {/* Stripe draws its iframe for a light background; white keeps it legible in night. */}
        <div className="rounded-field border border-base-300 bg-white px-3 py-3.5">
          <CardElement
            options={{ style: { base: { fontSize: "16px" } } }}
            onChange={(event) => setComplete(event.complete)}
          />
        </div>
      </fieldset>
      <PayButton total={payable.total} busy={busy} disabled={!stripe || !complete} />
    </form>
  );
}
