"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import { packageMessages } from "@/domains/catalog/catalog-texts";

type PackageName = "weight" | "dimensions.length" | "dimensions.width" | "dimensions.height";
type Side = keyof typeof packageMessages.sideLabels;

/** Weight (lb) and the package's length, width and height (in): what shipping is priced on. */
export function PackageInputs({
  register,
  errors,
}: {
  register: (name: PackageName) => UseFormRegisterReturn;
  errors: {
    weight?: { message?: string };
    dimensions?: Partial<Record<Side, { message?: string }>> & { message?: string };
  };
}) {
  const input = "input w-full aria-invalid:input-error";
  const sides = Object.entries(packageMessages.sideLabels) as [Side, string][];
  return (
    <>
      <LabelledField
        label={packageMessages.weightLabel}
        hint={packageMessages.weightHint}
        error={errors.weight?.message}
      >
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="decimal"
            className={input}
            {...register("weight")}
          />
        )}
      </LabelledField>
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{packageMessages.dimensionsLegend}</legend>
        <p className="text-sm text-base-content/70">{packageMessages.dimensionsHint}</p>
        <div className="grid grid-cols-3 gap-2">
          {sides.map(([side, label]) => (
            <LabelledField key={side} label={label} error={errors.dimensions?.[side]?.message}>
              {(field) => (
                <input
                  {...field}
                  type="text"
                  inputMode="decimal"
                  className={input}
                  {...register(`dimensions.${side}`)}
                />
              )}
            </LabelledField>
          ))}
        </div>
      </fieldset>
    </>
  );
}
