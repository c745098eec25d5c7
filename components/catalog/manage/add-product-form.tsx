"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { catalogMessages } from "@/domains/catalog/catalog-texts";
import {
  addProductFormSchema,
  EMPTY_PRODUCT,
  type AddProductFormInput,
  type AddProductFormValues,
} from "./add-product-schema";
import { AddProductImageField } from "./add-product-image-field";
import { useSaveProduct } from "./add-product-save";
import { BulkTermsInputs, PartIdentityInputs, PartListInputs } from "./part-data-inputs";
import { PackageInputs } from "./package-inputs";

// Not in the spec: the admin views call orderQty a maximum, the shop shows it as the MOQ.
const ORDER_QTY_HINT = "The shop shows this as the minimum order quantity (MOQ).";

/**
 * Add a Product: the spec's fields, all required with its messages, and the catalog's (part
 * number, brand and category required; OEM numbers and specifications optional). The form
 * empties once saved; a part number another part has is shown under its field.
 */
export function AddProductForm() {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddProductFormInput, unknown, AddProductFormValues>({
    resolver: zodResolver(addProductFormSchema),
    mode: "onTouched",
    defaultValues: EMPTY_PRODUCT,
  });
  const { progress, save } = useSaveProduct(({ field, message }) =>
    setError(field, { type: "conflict", message }),
  );

  const submit = handleSubmit(async (values) => {
    if (await save(values)) reset(EMPTY_PRODUCT);
  });

  const input = "input w-full aria-invalid:input-error";
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Add a product"
      aria-busy={isSubmitting}
      className="card max-w-3xl border border-base-300 bg-base-100 shadow-sm"
    >
      {/* Nothing changes while the product is on its way. */}
      <fieldset disabled={isSubmitting} className="card-body grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <LabelledField label="Product name" error={errors.productName?.message}>
            {(field) => (
              <input {...field} type="text" className={input} {...register("productName")} />
            )}
          </LabelledField>
        </div>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
          <PartIdentityInputs register={register} errors={errors} />
        </div>
        <LabelledField label="Available quantity (pcs)" error={errors.availableQty?.message}>
          {(field) => (
            <input
              {...field}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              className={input}
              {...register("availableQty")}
            />
          )}
        </LabelledField>
        <LabelledField
          label="Maximum Order Quantity (pcs)"
          hint={ORDER_QTY_HINT}
          error={errors.orderQty?.message}
        >
          {(field) => (
            <input
              {...field}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={input}
              {...register("orderQty")}
            />
          )}
        </LabelledField>
        <LabelledField label="Price ($)" error={errors.price?.message}>
          {(field) => (
            <input
              {...field}
              type="number"
              inputMode="decimal"
              min={0.01}
              step={0.01}
              className={input}
              {...register("price")}
            />
          )}
        </LabelledField>
        <div className="sm:col-span-2">
          <LabelledField label="Product description" error={errors.productDescription?.message}>
            {(field) => (
              <textarea
                {...field}
                rows={5}
                className="textarea w-full aria-invalid:textarea-error"
                {...register("productDescription")}
              />
            )}
          </LabelledField>
        </div>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <PackageInputs register={register} errors={errors} />
        </div>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <PartListInputs register={register} errors={errors} />
          <BulkTermsInputs register={register} control={control} errors={errors} />
        </div>
        <div className="sm:col-span-2">
          <AddProductImageField
            control={control}
            register={register}
            urlError={errors.image?.message}
            progress={progress}
          />
        </div>
        <button type="submit" className="btn btn-primary sm:col-span-2 sm:justify-self-start">
          {isSubmitting ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {isSubmitting ? catalogMessages.sendingProduct : catalogMessages.saveProduct}
        </button>
      </fieldset>
    </form>
  );
}
