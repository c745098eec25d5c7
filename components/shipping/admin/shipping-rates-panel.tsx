"use client";

import useSWR from "swr";
import { ErrorState } from "@/components/layout/dashboard/error-state";
import { shippingScreenTexts as t } from "@/domains/shipping";
import { SHIPPING_RATES_PATH, type ShippingRatesAnswer } from "@/domains/shipping/client";
import { ShippingRatesForm } from "./shipping-rates-form";

/** The shipping section of the Shipping & Tax screen: the stored (or default) rates, editable. */
export function ShippingRatesPanel() {
  const { data, error, mutate } = useSWR<ShippingRatesAnswer, Error>(SHIPPING_RATES_PATH);
  return (
    <section
      aria-labelledby="shipping-title"
      className="card border border-base-300 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-4">
        <h2 id="shipping-title" className="card-title text-xl">
          {t.shippingTitle}
        </h2>
        <p className="text-base-content/80">{t.shippingIntro}</p>
        {error && !data ? (
          <ErrorState message={error.message} onRetry={() => void mutate()} />
        ) : data ? (
          <ShippingRatesForm
            rates={data}
            onSaved={(saved) => void mutate(saved, { revalidate: false })}
          />
        ) : (
          <p role="status" className="flex items-center gap-2">
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            {t.loading}
          </p>
        )}
      </div>
    </section>
  );
}
