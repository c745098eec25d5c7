"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { returnScreenTexts, returnUpdateSchema } from "@/domains/returns";
import { moveReturn, type ReturnsTableRow } from "@/domains/returns/client";

const t = returnScreenTexts.admin;
type RejectFields = z.input<typeof returnUpdateSchema>;

/** Rejecting asks why (the customer's mail says it); the API's schema checks it. */
export function RejectReturnDialog({
  entry,
  onClose,
  onMoved,
}: {
  entry: ReturnsTableRow;
  onClose: () => void;
  onMoved: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RejectFields>({
    resolver: zodResolver(returnUpdateSchema),
    defaultValues: { status: "rejected", reason: "" },
  });
  useEffect(() => setFocus("reason"), [setFocus]);

  const submit = async (fields: RejectFields) => {
    setRefusal(null);
    try {
      await moveReturn(entry._id, fields);
      onMoved();
    } catch (failure) {
      setRefusal((failure as Error).message);
    }
  };

  return (
    <FormDialog
      title={t.rejectTitle(entry.number)}
      text={t.rejectText}
      submitLabel={t.actions.rejected}
      submitClassName="btn-error"
      busy={isSubmitting}
      refusal={refusal}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <FormField label={t.rejectReason} error={errors.reason?.message}>
        <textarea
          className="textarea w-full"
          maxLength={300}
          aria-invalid={errors.reason ? true : undefined}
          {...register("reason")}
        />
      </FormField>
    </FormDialog>
  );
}
