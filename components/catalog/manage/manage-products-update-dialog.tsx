"use client";

import { useId, useRef, useState } from "react";
import { LabelledField } from "@/components/ui/labelled-field";
import { ModalShell } from "@/components/ui/modal-shell";
import { useModal } from "@/components/ui/use-modal";
import type { PartJson } from "@/domains/catalog/part-json";
import {
  updateFieldsFor,
  useUpdateProductForm,
  type UpdateFields,
} from "./manage-products-update-form";
import { BulkTermsInputs, PartIdentityInputs, PartListInputs } from "./part-data-inputs";
import type { PartDataName } from "./part-data-text";
import { PackageInputs } from "./package-inputs";
import type { PackageText } from "./package-text";

// Not in the spec: how the blank fields behave (the catalog fields are shown filled in).
const BLANK_KEEPS = "Leave the name, a quantity or the price blank to keep its current value.";

/**
 * The Update modal: name, available quantity, maximum order quantity and price of one product,
 * and its part number, brand, category, OEM numbers, specifications, weight and package size.
 */
export function ManageProductsUpdateDialog({
  part,
  onClose,
  onUpdated,
}: {
  /** The product being updated; the modal is open while set. */
  part: PartJson | null;
  onClose: () => void;
  onUpdated: () => void;
}) {
  const id = useId();
  const nameRef = useRef<HTMLInputElement | null>(null);
  const dialogRef = useModal(part !== null, nameRef);
  // The product with its latest known stock; the last one stays on screen while the modal fades.
  const { form, send, shown: current } = useUpdateProductForm(part, onUpdated);
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;

  const close = () => {
    reset(updateFieldsFor(shown));
    onClose();
  };
  const submit = handleSubmit(async (update) => {
    if (!(await send(update))) return;
    close();
    onUpdated();
  });

  const field = (
    name: keyof Omit<UpdateFields, PartDataName | keyof PackageText>,
    label: string,
    current: string | number,
    numeric: boolean,
  ) => {
    const registration = register(name);
    return (
      <LabelledField label={label} error={errors[name]?.message}>
        {(control) => (
          <input
            {...control}
            type={numeric ? "number" : "text"}
            inputMode={numeric ? (name === "price" ? "decimal" : "numeric") : undefined}
            step={name === "price" ? 0.01 : numeric ? 1 : undefined}
            placeholder={String(current)}
            className="input w-full aria-invalid:input-error"
            {...registration}
            ref={(element) => {
              registration.ref(element);
              if (name === "productName") nameRef.current = element;
            }}
          />
        )}
      </LabelledField>
    );
  };

  return (
    <ModalShell
      dialogRef={dialogRef}
      id={id}
      open={Boolean(part)}
      busy={isSubmitting}
      backdropDismisses={false}
      onDismiss={close}
    >
      <form
        className="modal-box flex flex-col gap-4"
        onSubmit={submit}
        noValidate
        aria-busy={isSubmitting}
      >
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Update {shown?.productName}
        </h2>
        <p id={`${id}-text`} className="text-sm text-base-content/70">
          {BLANK_KEEPS}
        </p>
        {shown ? (
          <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
            {field("productName", "Product name", shown.productName, false)}
            <PartIdentityInputs register={register} errors={errors} />
            {field("availableQty", "Available quantity (pcs)", shown.availableQty, true)}
            {field("orderQty", "Maximum Order Quantity (pcs)", shown.orderQty, true)}
            {field("price", "Price ($)", shown.price, true)}
            <PackageInputs register={register} errors={errors} />
            <PartListInputs register={register} errors={errors} />
            <BulkTermsInputs register={register} control={control} errors={errors} />
            <div className="modal-action">
              <button type="submit" className="btn btn-primary">
                {isSubmitting ? (
                  <span className="loading loading-spinner loading-sm" aria-hidden="true" />
                ) : null}
                Update
              </button>
              <button type="button" className="btn" onClick={close}>
                Cancel
              </button>
            </div>
          </fieldset>
        ) : null}
      </form>
    </ModalShell>
  );
}
