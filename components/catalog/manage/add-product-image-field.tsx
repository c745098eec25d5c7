"use client";

import { Controller, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import type { AddProductFormInput, AddProductFormValues } from "./add-product-schema";
import { AddProductFilePicker } from "./add-product-file-picker";

/**
 * The product image, as a file or as a URL: two radio tabs switch between them (spec section
 * 4). Both stay mounted, so switching back keeps what was chosen.
 */
export function AddProductImageField({
  control,
  register,
  urlError,
  progress,
}: {
  control: Control<AddProductFormInput, unknown, AddProductFormValues>;
  register: UseFormRegister<AddProductFormInput>;
  urlError?: string;
  progress: number | null;
}) {
  const source = useWatch({ control, name: "imageSource" });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">Product image</legend>
      <div className="tabs tabs-box w-fit">
        <input
          type="radio"
          value="file"
          className="tab"
          aria-label="Upload a file"
          {...register("imageSource")}
        />
        <input
          type="radio"
          value="url"
          className="tab"
          aria-label="Image URL"
          {...register("imageSource")}
        />
      </div>
      <div hidden={source !== "file"}>
        <Controller
          control={control}
          name="imageFile"
          render={({ field, fieldState }) => (
            <AddProductFilePicker
              file={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              progress={progress}
            />
          )}
        />
      </div>
      <div hidden={source !== "url"}>
        <LabelledField label="Image URL" error={urlError}>
          {(field) => (
            <input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://"
              className="input w-full aria-invalid:input-error"
              {...register("image")}
            />
          )}
        </LabelledField>
      </div>
    </fieldset>
  );
}
