"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { listMessages as t, listNameSchema, type ListNameInput } from "@/domains/lists";

/**
 * A list's name, checked by the schema the route parses: creating a list, or renaming one
 * (with its current name and a Cancel).
 */
export function ListNameForm({
  initial = "",
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: string;
  submitLabel: string;
  /** Resolves true when saved (the form then empties itself for the next name). */
  onSave: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ListNameInput>({
    resolver: zodResolver(listNameSchema),
    defaultValues: { name: initial },
  });
  const submit = handleSubmit(async ({ name }) => {
    if ((await onSave(name)) && !onCancel) reset({ name: "" });
  });
  const error = errors.name?.message;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-wrap items-end gap-2"
    >
      <label className="flex min-w-56 flex-1 flex-col gap-1" htmlFor={`${id}-name`}>
        <span className="text-sm font-semibold">{t.nameLabel}</span>
        <input
          id={`${id}-name`}
          className={`input w-full ${error ? "input-error" : ""}`}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register("name")}
        />
      </label>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="btn" onClick={onCancel}>
          {t.cancel}
        </button>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}
