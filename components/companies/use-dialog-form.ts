"use client";

import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { useLastShown } from "./use-last-shown";

/**
 * The form of a dialog that changes one thing (a company, a member), open while `value` is set:
 * each opening starts from the value as the list shows it now; Save sends, says the server's
 * answer in a toast and closes, or keeps the dialog open with the server's refusal; either way
 * the list is read again. `shown` is what the dialog names while it fades out.
 */
export function useDialogForm<T, F extends FieldValues, B>({
  value,
  fieldsOf,
  resolver,
  send,
  onClose,
  onSaved,
}: {
  value: T | null;
  /** The fields' values for a value; stable (defined outside the component). */
  fieldsOf: (value: T | null) => F;
  resolver: Resolver<F, unknown, B>;
  /** Sends the change; resolves to the toast's text. */
  send: (value: T, body: B) => Promise<string>;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const form = useForm<F, unknown, B>({
    resolver,
    defaultValues: fieldsOf(value) as DefaultValues<F>,
  });
  const shown = useLastShown(value);
  const { reset, handleSubmit } = form;
  useEffect(() => {
    if (value) reset(fieldsOf(value));
  }, [value, reset, fieldsOf]);

  const submit = handleSubmit(async (body) => {
    if (!value) return;
    try {
      toast.success(await send(value, body));
      onClose();
    } catch (error) {
      // 400, 404, 409: the server says what is wrong (the last admin, a bad amount, …).
      toast.error((error as Error).message);
    }
    await onSaved();
  });
  return { form, shown, submit };
}
