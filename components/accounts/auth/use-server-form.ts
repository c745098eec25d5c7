"use client";

import { useState } from "react";
import { ApiError } from "@/lib/client/api";
import { fieldErrors, useCheckedForm, type FormSchema } from "@/components/ui/use-checked-form";
import { errorText } from "./error-text";

/**
 * The shape every sign-in screen shares: the one zod schema (loaded on first use) validates in
 * the browser, `send` talks to the server, and whatever the server refuses becomes the text
 * under the form, or under the field its answer names (a password only the server checks).
 */
export function useServerForm<K extends string, TOutput>(
  loadSchema: () => Promise<FormSchema<TOutput>>,
  defaultValues: Record<K, string>,
  send: (values: TOutput) => Promise<void>,
  initialError: string | null = null,
) {
  const [serverError, setServerError] = useState(initialError);
  const form = useCheckedForm(loadSchema, defaultValues);
  const fields = Object.keys(defaultValues) as K[];

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send(values);
    } catch (error) {
      const named = error instanceof ApiError ? fieldErrors(error.issues, fields) : {};
      if (Object.keys(named).length > 0) form.setErrors(named);
      else setServerError(errorText(error));
    }
  });

  return {
    register: form.register,
    errors: form.errors,
    isSubmitting: form.isSubmitting,
    serverError,
    onSubmit,
  };
}
