"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import { declineCheckout, type Approval } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { declineSchema } from "@/domains/billing/invoices";

const t = billingScreenTexts.approvals;
type DeclineFields = z.input<typeof declineSchema>;

/**
 * Declining ends the buyer's checkout and puts its parts back on sale: the dialog says so and
 * asks why (required: the buyer is mailed it). The server's answer shows as a toast; then the
 * list is read again.
 */
export function DeclineDialog({
  approval,
  onClose,
  onDecided,
}: {
  approval: Approval;
  onClose: () => void;
  onDecided: () => Promise<void>;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeclineFields, unknown, z.output<typeof declineSchema>>({
    resolver: zodResolver(declineSchema),
    defaultValues: { reason: "" },
  });

  const submit = async (body: z.output<typeof declineSchema>) => {
    try {
      await declineCheckout(approval.checkoutId, body);
      toast.success(t.declined(approval.buyer.name));
    } catch (failure) {
      toast.error((failure as Error).message);
    }
    onClose();
    await onDecided();
  };

  return (
    <FormDialog
      title={t.declineTitle}
      text={t.declineText(approval.buyer.name, approval.total)}
      submitLabel={t.decline}
      submitClassName="btn-error"
      busy={isSubmitting}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <FormField label={t.reason} error={errors.reason?.message}>
        <textarea
          className="textarea w-full"
          rows={3}
          maxLength={300}
          placeholder={t.reasonPlaceholder}
          aria-invalid={errors.reason ? true : undefined}
          {...register("reason")}
        />
      </FormField>
    </FormDialog>
  );
}
