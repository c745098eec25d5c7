"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { LabelledField } from "@/components/ui/labelled-field";

/** A labelled select of the companies' forms (status, terms, role), its error under it. */
export function SelectField({
  label,
  error,
  registration,
  options,
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <select {...control} className="select w-full aria-invalid:select-error" {...registration}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A labelled amount (dollars or percent) typed as text, as the routes' schemas read it. */
export function AmountField({
  label,
  hint,
  placeholder,
  error,
  registration,
}: {
  label: string;
  hint?: string;
  placeholder?: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <LabelledField label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          inputMode="decimal"
          autoComplete="off"
          placeholder={placeholder}
          className="input w-full aria-invalid:input-error"
          {...registration}
        />
      )}
    </LabelledField>
  );
}
