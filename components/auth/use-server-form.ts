"use client";

import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { errorText } from "./error-text";

/**
 * The shape every sign-in screen shares: the one zod schema validates in the browser, `send`
 * talks to the server, and whatever the server refuses becomes the text under the form.
 */
export function useServerForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  send: (values: TOutput) => Promise<void>,
  initialError: string | null = null,
) {
  const [serverError, setServerError] = useState(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await send(values);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return { register, errors, isSubmitting, serverError, onSubmit };
}
