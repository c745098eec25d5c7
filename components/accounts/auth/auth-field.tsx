"use client";

import type { FieldRegistration } from "@/components/ui/use-checked-form";
import { LabelledField } from "@/components/ui/labelled-field";

/** One labelled input of the sign-in screens, with its small red error text tied to it. */
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
  registration: FieldRegistration;
}) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          required
          className="input w-full"
          {...registration}
        />
      )}
    </LabelledField>
  );
}
