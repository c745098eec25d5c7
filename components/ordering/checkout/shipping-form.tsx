"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ShippingFields } from "@/components/accounts/addresses/shipping-fields";
import type { PickedAddress } from "@/components/accounts/addresses/saved-address-picker";
import { checkoutAddressSchema } from "@/domains/ordering";

export type Shipping = z.output<typeof checkoutAddressSchema>;

const NO_SHIPPING = { address: "", phone: "", city: "", state: "", zip: "" };

/**
 * Where every line of the checkout ships: a saved address (the default is filled in) or one
 * typed here, with the order form's own rules, city, state and ZIP required. `submitLabel` says
 * what the button orders; `children` are more fields of the order, above it, and `onInvalid`
 * lets them show their own errors when the address stops the submit first. `onAddressChange`
 * hears the address each time it changes: complete and valid, or null.
 */
export function ShippingForm({
  onSubmit,
  onInvalid,
  onAddressChange,
  submitLabel,
  disabled,
  children,
}: {
  onSubmit: (shipping: Shipping) => Promise<void>;
  onInvalid?: () => void;
  onAddressChange: (shipping: Shipping | null) => void;
  submitLabel: string;
  disabled: boolean;
  children?: React.ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    subscribe,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof checkoutAddressSchema>, unknown, Shipping>({
    resolver: zodResolver(checkoutAddressSchema),
    mode: "onTouched",
    defaultValues: NO_SHIPPING,
  });
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          const parsed = checkoutAddressSchema.safeParse(values);
          onAddressChange(parsed.success ? parsed.data : null);
        },
      }),
    [subscribe, onAddressChange],
  );
  // An older saved address without city, state or ZIP leaves them blank, unjudged until typed.
  const pick = (picked: PickedAddress) => {
    for (const [name, value] of Object.entries(picked) as [keyof PickedAddress, string][])
      setValue(name, value, { shouldValidate: value !== "" });
  };

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(onSubmit, onInvalid)}
      noValidate
      aria-label="Shipping"
    >
      <h2 className="text-xl font-bold">Shipping</h2>
      <ShippingFields register={register} errors={errors} onPick={pick} />
      {children}
      <button
        type="submit"
        className="btn btn-primary btn-lg btn-block"
        disabled={disabled || isSubmitting}
        aria-busy={isSubmitting}
      >
        {isSubmitting ? (
          <>
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            Placing your order…
          </>
        ) : (
          submitLabel
        )}
      </button>
    </form>
  );
}
