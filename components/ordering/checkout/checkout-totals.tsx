"use client";

import type { CheckoutQuote } from "@/domains/ordering/client";
import { chargeBreakdown, checkoutMessages, type Charges } from "@/domains/ordering";
import type { ShippingService } from "@/domains/shipping";
import { ChargeList } from "../charges/charge-list";

/** The quote for the chosen service, in the shape every breakdown is drawn from. */
const quoteCharges = (quote: CheckoutQuote, service: ShippingService): Charges => ({
  ...quote.totals,
  shippingService: service,
  deliveryBy: quote.options.find((option) => option.service === service)?.deliveryBy ?? null,
  taxState: quote.tax.state,
  taxRate: quote.tax.rate,
  taxExemptCertificate: quote.tax.exemption?.certificateNumber ?? null,
  destinationDefaulted: false,
});

/**
 * Subtotal, shipping, tax and total for the address and service chosen: a hint until the
 * address is complete, a placeholder while the first price is worked out, the error with a retry.
 */
export function CheckoutTotals({
  quote,
  service,
  loading,
  error,
  onRetry,
}: {
  quote: CheckoutQuote | undefined;
  service: ShippingService;
  loading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}) {
  return (
    <section
      aria-labelledby="checkout-totals"
      aria-busy={loading}
      className="flex flex-col gap-2 rounded-box border border-base-300 p-4"
    >
      <h3 id="checkout-totals" className="font-semibold">
        {checkoutMessages.totalsTitle}
      </h3>
      {error ? (
        <div role="alert" className="alert alert-error">
          <span>{error.message}</span>
          <button type="button" className="btn btn-sm" onClick={onRetry}>
            Try again
          </button>
        </div>
      ) : quote ? (
        <ChargeList charges={chargeBreakdown(quoteCharges(quote, service))} />
      ) : loading ? (
        <div className="skeleton h-24" />
      ) : (
        <p className="text-sm text-base-content/70">{checkoutMessages.quoteHint}</p>
      )}
      <p role="status" className="text-sm text-base-content/70">
        {loading ? checkoutMessages.quoting : ""}
      </p>
    </section>
  );
}
