"use client";

import { useId } from "react";
import { get, useFormContext } from "react-hook-form";
import type { RatesForm } from "./rates-form-values";

/**
 * One text box of the rates form, registered under its path, with its error (the schema's or
 * the server's) under it. `rowName` ("Midwest ground: weight brackets, row 2:") is read before
 * the label by screen readers only: on screen the row's place says it.
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
  const id = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<RatesForm>();
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="flex min-w-28 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {rowName ? <span className="sr-only">{rowName} </span> : null}
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? "decimal" : "text"}
        className="input input-sm w-full aria-invalid:input-error"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(" ") || undefined}
        {...register(name as never)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-base-content/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
