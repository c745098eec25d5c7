"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * One labelled input with its small red error text. Unlike the shared FormField, the error is
 * tied to the input (aria-describedby), so a screen reader reads it with the field.
 */
export function AuthField({
  label,
  type = "text",
  autoComplete,
  error,
  registration,
}: {
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        className="input w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
