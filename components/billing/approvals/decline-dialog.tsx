"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { ModalShell } from "@/components/ui/modal-shell";
import { toast } from "@/components/ui/toast";
import { useModal } from "@/components/ui/use-modal";
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
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModal(true, cancelRef);
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
    <ModalShell dialogRef={dialogRef} id={id} open busy={isSubmitting} onDismiss={onClose}>
      <form className="modal-box flex flex-col gap-4" onSubmit={handleSubmit(submit)} noValidate>
        <h2 id={`${id}-title`} className="text-lg font-bold">
          {t.declineTitle}
        </h2>
        <p id={`${id}-text`}>{t.declineText(approval.buyer.name, approval.total)}</p>
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
        <div className="modal-action">
          <button type="submit" className="btn btn-error" disabled={isSubmitting}>
            {isSubmitting ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {t.decline}
          </button>
          <button
            ref={cancelRef}
            type="button"
            className="btn"
            onClick={onClose}
            disabled={isSubmitting}
          >
            {t.cancel}
          </button>
        </div>
      </form>
    </ModalShell>
  );
}
