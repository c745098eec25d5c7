"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { SavedAddressPicker, type PickedAddress } from "./saved-address-picker";
import { DestinationFields } from "./destination-fields";

type ShippingName = "address" | "phone" | "city" | "state" | "zip";

/**
 * Where an order ships, as the purchase form and the checkout ask it: a saved address (the
 * default filled in), then the phone, the street address, city, state and ZIP, with the form's
 * messages. `destinationOptional`: the single order may leave city, state and ZIP out.
 */
export function ShippingFields({
  register,
  errors,
  onPick,
  destinationOptional = false,
}: {
  register: (name: ShippingName) => UseFormRegisterReturn;
  errors: Partial<Record<ShippingName, { message?: string }>>;
  onPick: (shipping: PickedAddress) => void;
  destinationOptional?: boolean;
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
      <DestinationFields register={register} errors={errors} optional={destinationOptional} />
    </>
  );
}
