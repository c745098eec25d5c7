"use client";

import { useRef, useState } from "react";

/** A zod schema, as far as a form uses it (zod itself stays out of the page's first load). */
export interface FormSchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly unknown[] } };
}

/** What `register` gives an input: its name and default, and the form's checks on use. */
export interface FieldRegistration {
  name: string;
  defaultValue: string;
  onFocus: () => void;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

export type FieldErrors<K extends string> = Partial<Record<K, { message: string }>>;

interface Issue {
  path?: readonly PropertyKey[];
  message?: string;
}

/** Each field's first problem (zod's issues, or the server's answer's), shown under the field. */
export function fieldErrors<K extends string>(
  issues: readonly unknown[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues as readonly Issue[]) {
    const field = fields.find((name) => name === issue?.path?.[0]);
    if (field && !errors[field] && typeof issue.message === "string")
      errors[field] = { message: issue.message };
  }
  return errors;
}

const valuesOf = <K extends string>(form: HTMLFormElement, fields: readonly K[]) => {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? "")]));
};

/**
 * A public page's form checked in the browser by the same zod schema the server uses. The
 * schema (and zod with it) is loaded when the visitor first focuses a field, not with the page.
 * Checked on submit, then again on every change (as react-hook-form does in the dashboard);
 * the first field in error is focused.
 */
export function useCheckedForm<K extends string, TOutput>(
  loadSchema: () => Promise<FormSchema<TOutput>>,
  defaults: Record<K, string>,
) {
  const fields = Object.keys(defaults) as K[];
  const schema = useRef<Promise<FormSchema<TOutput>> | null>(null);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const prepare = () => {
    // A failed load (offline a moment) is asked again at the next use.
    schema.current ??= loadSchema().catch((error: unknown) => {
      schema.current = null;
      throw error;
    });
    return schema.current;
  };

  const check = async (form: HTMLFormElement) => {
    const result = (await prepare()).safeParse(valuesOf(form, fields));
    setErrors(result.success ? {} : fieldErrors(result.error.issues, fields));
    return result;
  };

  const register = (name: K): FieldRegistration => ({
    name,
    defaultValue: defaults[name],
    onFocus: () => void prepare().catch(() => undefined),
    onChange: (event) => {
      const form = event.currentTarget.form;
      if (submitted && form) void check(form);
    },
  });

  const handleSubmit =
    (onValid: (values: TOutput, form: HTMLFormElement) => Promise<void> | void) =>
    async (event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setSubmitted(true);
      setSubmitting(true);
      try {
        const result = await check(form);
        if (result.success) {
          await onValid(result.data, form);
          return;
        }
        const first = fields.find((name) =>
          result.error.issues.some((i) => (i as Issue).path?.[0] === name),
        );
        const input = first ? form.elements.namedItem(first) : null;
        if (input instanceof HTMLElement) input.focus();
      } finally {
        setSubmitting(false);
      }
    };

  /** Empties the form (after a success) and forgets its errors until the next submit. */
  const reset = (form: HTMLFormElement) => {
    form.reset();
    setErrors({});
    setSubmitted(false);
  };

  return { register, errors, setErrors, isSubmitting, handleSubmit, reset };
}
