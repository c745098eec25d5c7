"use client";

import type { CheckoutQuote } from "@/domains/ordering/client";
import { checkoutMessages } from "@/domains/ordering";
import { deliveryDay, shippingEstimateTexts, type ShippingService } from "@/domains/shipping";

/** Ground or express: each with its price and the day it arrives by, the chosen one checked. */
export function ShippingServicePicker({
  options,
  service,
  onChange,
}: {
  options: CheckoutQuote["options"];
  service: ShippingService;
  onChange: (service: ShippingService) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{checkoutMessages.serviceLegend}</legend>
      {options.map((option) => (
        <label
          key={option.service}
          className="flex items-start gap-3 rounded-box border border-base-300 p-3"
        >
          <input
            type="radio"
            name="shipping-service"
            className="radio radio-sm mt-1"
            value={option.service}
            checked={option.service === service}
            onChange={() => onChange(option.service)}
          />
          <span className="flex flex-1 flex-col">
            <span className="flex justify-between gap-4 font-semibold">
              <span>{option.label}</span>
              <span>{shippingEstimateTexts.price(option.price)}</span>
            </span>
            <span className="text-sm text-base-content/70">
              {shippingEstimateTexts.arrives(
                deliveryDay(option.deliveryBy),
                option.days.min,
                option.days.max,
              )}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
