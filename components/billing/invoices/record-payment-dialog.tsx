"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/ui/form-field";
import { FormDialog } from "@/components/ui/form-dialog";
import { toast } from "@/components/ui/toast";
import { recordInvoicePayment, type InvoicesTableRow } from "@/domains/billing/client";
import { billingScreenTexts } from "@/domains/billing/billing-screen-texts";
import { utcToday, type InvoiceJson } from "@/domains/billing/invoice-json";
import { invoicePaymentSchema } from "@/domains/billing/invoices";

const t = billingScreenTexts.payment;
type PaymentFields = z.input<typeof invoicePaymentSchema>;

/**
 * A bank payment against one invoice, checked with the route's own schema. The fields are sent
 * as typed (`raw`): the schema's output holds cents where the route takes dollars. The server's
 * refusal (an amount beyond what is owed, an invoice paid meanwhile) shows in the dialog.
 */
export function RecordPaymentDialog({
  invoice,
  onClose,
  onRecorded,
}: {
  invoice: InvoicesTableRow;
  onClose: () => void;
  onRecorded: (invoice: InvoiceJson) => Promise<void>;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const owed = Math.round((invoice.total - invoice.paid - invoice.credited) * 100) / 100;
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFields, unknown, PaymentFields>({
    resolver: zodResolver(invoicePaymentSchema, undefined, { raw: true }),
    // The day as the schema judges it (UTC): a later one is refused as in the future.
    defaultValues: { amount: String(owed), reference: "", receivedAt: utcToday() },
  });
  useEffect(() => setFocus("amount"), [setFocus]);

  const submit = async (payment: PaymentFields) => {
    setRefusal(null);
    try {
      const { invoice: now } = await recordInvoicePayment(invoice._id, payment);
      toast.success(
        now.status === "paid"
          ? t.paidInFull(now.number)
          : t.recorded(now.paid - invoice.paid, now.number),
      );
      await onRecorded(now);
      onClose();
    } catch (failure) {
      setRefusal((failure as Error).message);
    }
  };

  return (
    <FormDialog
      title={t.title(invoice.number)}
      text={t.owed(owed, invoice.total)}
      submitLabel={t.save}
      busy={isSubmitting}
      refusal={refusal}
      onSubmit={handleSubmit(submit)}
      onClose={onClose}
    >
      <FormField label={t.amount} error={errors.amount?.message}>
        <input
          inputMode="decimal"
          className="input w-full"
          aria-invalid={errors.amount ? true : undefined}
          {...register("amount")}
        />
      </FormField>
      <FormField label={t.reference} error={errors.reference?.message}>
        <input
          className="input w-full"
          placeholder={t.referencePlaceholder}
          maxLength={80}
          aria-invalid={errors.reference ? true : undefined}
          {...register("reference")}
        />
      </FormField>
      <FormField label={t.receivedAt} error={errors.receivedAt?.message}>
        <input
          type="date"
          className="input w-full"
          max={utcToday()}
          aria-invalid={errors.receivedAt ? true : undefined}
          {...register("receivedAt")}
        />
      </FormField>
    </FormDialog>
  );
}
