"use client";

import { useState } from "react";
import { LabelledField } from "@/components/ui/labelled-field";
import { quoteShipping, type ShippingQuote } from "@/domains/shipping/client";
import { deliveryDay, shippingEstimateTexts as t } from "@/domains/shipping";
import { ZIP_MESSAGE, ZIP_PATTERN } from "@/lib/geo/zip-format";

type Estimate = { zip: string; options: ShippingQuote["options"] };

/**
 * Ground and express for the cart's lines to the ZIP typed, with the day each arrives. An
 * estimate at the shop's public prices: checkout charges the buyer's own, tax included.
 */
export function ShippingEstimate({ lines }: { lines: { partId: string; quantity: number }[] }) {
  const [zip, setZip] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [estimate, setEstimate] = useState<Estimate | null>(null);

  const ask = async () => {
    const typed = zip.trim();
    if (!ZIP_PATTERN.test(typed)) {
      setError(ZIP_MESSAGE);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const quote = await quoteShipping({ address: { zip: typed }, lines });
      setEstimate({ zip: typed, options: quote.options });
    } catch (failure) {
      setEstimate(null);
      setError((failure as Error).message);
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="shipping-estimate-title" className="flex flex-col gap-2">
      <h2 id="shipping-estimate-title" className="font-semibold">
        {t.title}
      </h2>
      <form
        noValidate
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <LabelledField label={t.zipLabel} hint={t.zipHint} error={error}>
          {(control) => (
            <input
              {...control}
              className="input input-sm w-full aria-invalid:input-error"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              value={zip}
              onChange={(event) => setZip(event.target.value)}
            />
          )}
        </LabelledField>
        <button type="submit" className="btn btn-sm btn-outline" disabled={busy}>
          {busy ? t.estimating : t.estimate}
        </button>
      </form>
      {estimate ? (
        <ul aria-label={t.optionsCaption(estimate.zip)} className="flex flex-col gap-2 text-sm">
          {estimate.options.map((option) => (
            <li key={option.service} data-testid="shipping-option">
              <p className="flex justify-between font-semibold">
                <span>{option.label}</span>
                <span>{t.price(option.price)}</span>
              </p>
              <p className="text-base-content/70">
                {t.arrives(deliveryDay(option.deliveryBy), option.days.min, option.days.max)}
              </p>
            </li>
          ))}
          <li className="text-base-content/70">{t.finalAtCheckout}</li>
        </ul>
      ) : null}
    </section>
  );
}
