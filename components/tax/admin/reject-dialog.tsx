"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import { decideTaxExemption, type TaxExemptionsTableRow } from "@/domains/tax/client";
import { exemptionDecisionSchema, taxScreenTexts as t } from "@/domains/tax";

type RejectFields = z.input<typeof exemptionDecisionSchema>;

/**
 * Rejecting a certificate asks why (required: the holder is mailed it and can send a new one).
 * The server's answer shows as a toast; then the table is read again.
 */
export function RejectDialog({
  exemption,
  onClose,
  onDecided,
}: {
  exemption: TaxExemptionsTableRow;
  onClose: () => void;
  onDecided: () => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RejectFields, unknown, z.output<typeof exemptionDecisionSchema>>({
    resolver: zodResolver(exemptionDecisionSchema),
    defaultValues: { status: "rejected", reason: "" },
  });

  const submit = async (decision: z.output<typeof exemptionDecisionSchema>) => {
    try {
      await decideTaxExemption(exemption._id, decision);
      toast.success(t.rejectedToast(exemption.certificateNumber));
    } catch (failure) {
      toast.error((failure as Error).message);
    }
    onClose();
    await onDecided();
  };

  return (
    <FormDialog
      title={t.rejectTitle(exemption.certificateNumber)}
      text={t.rejectIntro}
      submitLabel={t.reject}
      submitClassName="btn-error"
      busy={isSubmitting}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <FormField label={t.reasonLabel} error={errors.reason?.message}>
        <textarea
          className="textarea w-full"
          rows={3}
          maxLength={500}
          aria-invalid={errors.reason ? true : undefined}
          {...register("reason")}
        />
      </FormField>
    </FormDialog>
  );
}
