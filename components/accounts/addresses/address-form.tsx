"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LabelledField } from "@/components/ui/labelled-field";
import type { SavedAddressJson } from "@/domains/accounts";
import { savedAddressSchema, type SavedAddressInput } from "@/domains/accounts";
import { DestinationFields } from "./destination-fields";

/**
 * Adds or edits a saved address, with the order form's own rules for address and phone, and
 * city, state and ZIP required (an older address without them is completed here).
 */
export function AddressForm({
  editing,
  onSubmit,
  onCancel,
}: {
  editing: SavedAddressJson | null;
  onSubmit: (input: SavedAddressInput) => Promise<void>;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof savedAddressSchema>, unknown, SavedAddressInput>({
    resolver: zodResolver(savedAddressSchema),
    mode: "onTouched",
    defaultValues: {
      label: editing?.label ?? "",
      address: editing?.address ?? "",
      phone: editing?.phone ?? "",
      city: editing?.city ?? "",
      state: editing?.state ?? "",
      zip: editing?.zip ?? "",
      isDefault: editing?.isDefault ?? false,
    },
  });
  const input = "input w-full aria-invalid:input-error";
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      aria-label={editing ? `Edit ${editing.label}` : "New address"}
      onSubmit={handleSubmit(onSubmit)}
    >
      <LabelledField label="Label" error={errors.label?.message}>
        {(field) => <input {...field} type="text" className={input} {...register("label")} />}
      </LabelledField>
      <LabelledField label="Phone" error={errors.phone?.message}>
        {(field) => (
          <input
            {...field}
            type="tel"
            autoComplete="tel"
            className={input}
            {...register("phone")}
          />
        )}
      </LabelledField>
      <div className="sm:col-span-2">
        <LabelledField label="Shipping address" error={errors.address?.message}>
          {(field) => (
            <textarea
              {...field}
              rows={2}
              autoComplete="street-address"
              className="textarea w-full aria-invalid:textarea-error"
              {...register("address")}
            />
          )}
        </LabelledField>
      </div>
      <div className="sm:col-span-2">
        <DestinationFields register={register} errors={errors} />
      </div>
      <label className="flex items-center gap-2 sm:col-span-2">
        <input type="checkbox" className="checkbox checkbox-sm" {...register("isDefault")} />
        Use as my default address
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={isSubmitting}>
          {isSubmitting && (
            <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          )}
          Save address
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
