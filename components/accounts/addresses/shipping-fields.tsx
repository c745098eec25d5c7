"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { SavedAddressPicker } from "./saved-address-picker";

type Shipping = { address: string; phone: string };

/**
 * Where an order ships, as the purchase form and the checkout ask it: a saved address (the
 * default filled in), then the phone and the address themselves, with the form's messages.
 */
export function ShippingFields({
  register,
  errors,
  onPick,
}: {
  register: (name: keyof Shipping) => UseFormRegisterReturn;
  errors: Partial<Record<keyof Shipping, { message?: string }>>;
  onPick: (shipping: Shipping) => void;
}) {
  return (
    <>
      <SavedAddressPicker onPick={onPick} />
      <LabelledField label="Phone" error={errors.phone?.message}>
        {(control) => (
          <input
            {...control}
            type="tel"
            autoComplete="tel"
            required
            className="input w-full aria-invalid:input-error"
            {...register("phone")}
          />
        )}
      </LabelledField>
      <LabelledField label="Shipping address" error={errors.address?.message}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            autoComplete="street-address"
            required
            className="textarea w-full aria-invalid:textarea-error"
            {...register("address")}
          />
        )}
      </LabelledField>
    </>
  );
}
