"use client";

import { get, useFormContext } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";
import type { RatesForm } from "./rates-form-values";

/**
 * One text box of the rates form, registered under its path, its error (the schema's or the
 * server's) shown under it. `rowName` is read before the label by screen readers only.
 */
export function RateField({
  name,
  label,
  rowName,
  hint,
  numeric = true,
}: {
  name: string;
  label: string;
  rowName?: string;
  hint?: string;
  numeric?: boolean;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RatesForm>();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const fullLabel = rowName ? `${rowName} ${label}` : label;
  return (
    <LabelledField label={fullLabel} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={numeric ? "decimal" : "text"}
          className="input input-sm w-full aria-invalid:input-error"
          {...register(name as never)}
        />
      )}
    </LabelledField>
  );
}
