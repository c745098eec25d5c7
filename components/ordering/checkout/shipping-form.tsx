"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { ShippingFields } from "@/components/accounts/addresses/shipping-fields";
import { checkoutSchema } from "@/domains/ordering";

const shippingSchema = checkoutSchema.shape.address;
export type Shipping = z.output<typeof shippingSchema>;

/**
 * Where every line of the checkout ships: a saved address (the default is filled in) or one
 * typed here, with the order form's own rules. `submitLabel` says what the button orders;
 * `children` are more fields of the order, above it, and `onInvalid` lets them show their own
 * errors when the address stops the submit first.
 */
export function ShippingForm({
  onSubmit,
  onInvalid,
  submitLabel,
  disabled,
  children,
}: {
  onSubmit: (shipping: Shipping) => Promise<void>;
  onInvalid?: () => void;
  submitLabel: string;
  disabled: boolean;
  children?: React.ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof shippingSchema>, unknown, Shipping>({
    resolver: zodResolver(shippingSchema),
    mode: "onTouched",
    defaultValues: { address: "", phone: "" },
  });
  const pick = ({ address, phone }: { address: string; phone: string }) => {
    setValue("address", address, { shouldValidate: true });
    setValue("phone", phone, { shouldValidate: true });
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
